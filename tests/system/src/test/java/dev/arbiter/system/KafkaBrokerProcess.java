package dev.arbiter.system;

import org.apache.kafka.common.Uuid;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A real Kafka broker (KRaft, broker and controller in one node) in its own JVM, on fixed ports and a
 * fixed log directory, so a test can kill it and start it again with everything it had acknowledged.
 */
final class KafkaBrokerProcess implements AutoCloseable {

    private final Path directory;
    private final Path logs;
    private final int port;
    private final Path config;
    private ManagedProcess broker;

    KafkaBrokerProcess(Path directory, Path logs) throws IOException {
        this.directory = directory;
        this.logs = logs;
        this.port = ManagedProcess.freePort();
        int controllerPort = ManagedProcess.freePort();
        this.config = directory.resolve("server.properties");
        Files.createDirectories(directory);
        var properties = new StringBuilder();
        Map.ofEntries(
                Map.entry("process.roles", "broker,controller"),
                Map.entry("node.id", "1"),
                Map.entry("controller.quorum.voters", "1@localhost:" + controllerPort),
                Map.entry("listeners", "PLAINTEXT://localhost:" + port + ",CONTROLLER://localhost:" + controllerPort),
                Map.entry("advertised.listeners", "PLAINTEXT://localhost:" + port),
                Map.entry("controller.listener.names", "CONTROLLER"),
                Map.entry("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT"),
                Map.entry("inter.broker.listener.name", "PLAINTEXT"),
                Map.entry("log.dirs", directory.resolve("data").toString()),
                Map.entry("offsets.topic.replication.factor", "1"),
                Map.entry("offsets.topic.num.partitions", "3"),
                Map.entry("transaction.state.log.replication.factor", "1"),
                Map.entry("transaction.state.log.min.isr", "1"),
                Map.entry("group.initial.rebalance.delay.ms", "0"),
                Map.entry("auto.create.topics.enable", "true"))
                .forEach((k, v) -> properties.append(k).append('=').append(v).append('\n'));
        Files.writeString(config, properties);
    }

    String bootstrapServers() {
        return "localhost:" + port;
    }

    /** Formats the storage on first start; later starts reuse it. Returns once the port accepts connections. */
    KafkaBrokerProcess start() throws Exception {
        if (!Files.exists(directory.resolve("data"))) {
            var format = ManagedProcess.java("kafka-format", logs, List.of("-cp", System.getProperty("java.class.path"),
                    "kafka.tools.StorageTool", "format", "-t", Uuid.randomUuid().toString(), "-c", config.toString())).start();
            format.waitFor();
        }
        broker = ManagedProcess.java("kafka", logs, List.of("-Xmx384m", "-cp", System.getProperty("java.class.path"),
                "kafka.Kafka", config.toString())).start();
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (Instant.now().isBefore(deadline)) {
            try (var socket = new java.net.Socket("localhost", port)) {
                return this;
            } catch (IOException notYet) {
                Thread.sleep(200);
            }
        }
        throw new IllegalStateException("Kafka did not open port " + port + "; see " + broker.log());
    }

    void kill9() throws InterruptedException {
        broker.kill9();
    }

    @Override
    public void close() throws InterruptedException {
        if (broker != null) {
            broker.stop(Duration.ofSeconds(10));
        }
    }
}
