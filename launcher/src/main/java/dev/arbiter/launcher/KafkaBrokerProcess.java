package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A real Kafka broker in KRaft mode (combined broker and controller, one node) run as its own JVM
 * from Kafka's Maven Central jars. Its log directory is formatted once and kept between runs.
 */
public final class KafkaBrokerProcess extends ChildProcess {

    private final int port;

    private KafkaBrokerProcess(Process process, int port, Path logFile) {
        super(process, logFile, Duration.ofSeconds(15));
        this.port = port;
    }

    /**
     * @param brokerJars   directory holding kafka_2.13 and its runtime dependencies
     * @param dataDirectory where the broker keeps its logs and metadata
     * @param port          client port on 127.0.0.1; the controller listens on port + 1
     * @param logFile       the broker's stdout and stderr
     */
    public static KafkaBrokerProcess start(Path brokerJars, Path dataDirectory, int port, Path logFile, Duration timeout)
            throws IOException, InterruptedException {
        return start(brokerJars, dataDirectory, port, logFile, timeout, ServiceAccount.launcherUser(), null);
    }

    /**
     * As above, the broker (and the formatting of its log directory) running as {@code account}; with
     * {@code users}, clients must sign in as one of them (null: a plain-text listener anyone local may use).
     */
    static KafkaBrokerProcess start(Path brokerJars, Path dataDirectory, int port, Path logFile, Duration timeout,
                                    ServiceAccount account, KafkaUsers users) throws IOException, InterruptedException {
        if (!Files.isDirectory(brokerJars)) {
            throw new IOException("Kafka broker jars not found in " + brokerJars + " (build the launcher module first)");
        }
        Files.createDirectories(dataDirectory);
        LogTail.markStart(logFile, "the Kafka broker");
        Path config = dataDirectory.resolve("server.properties");
        Path logs = dataDirectory.resolve("logs");
        var listeners = users != null ? users.brokerSettings(port) : List.of(
                "listeners=PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + (port + 1),
                "advertised.listeners=PLAINTEXT://127.0.0.1:" + port,
                "inter.broker.listener.name=PLAINTEXT");
        // Owner-only from the start: with users it holds their passwords.
        Files.deleteIfExists(config);
        Files.createFile(config, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
        Files.writeString(config, String.join("\n",
                "process.roles=broker,controller",
                "node.id=1",
                "controller.quorum.voters=1@127.0.0.1:" + (port + 1),
                String.join("\n", listeners),
                "controller.listener.names=CONTROLLER",
                "log.dirs=" + account.path(logs),
                "num.partitions=4",
                "offsets.topic.replication.factor=1",
                "transaction.state.log.replication.factor=1",
                "transaction.state.log.min.isr=1",
                "share.coordinator.state.topic.replication.factor=1",
                "share.coordinator.state.topic.min.isr=1",
                "group.initial.rebalance.delay.ms=0",
                "auto.create.topics.enable=true",
                // One machine, a few topics: a handful of threads do (the defaults suit a broker of a cluster),
                // and the log cleaner's dedupe buffer (heap, 128 MiB by default) only ever sees small
                // compacted topics such as the consumer offsets.
                "num.network.threads=2",
                "num.io.threads=2",
                "background.threads=2",
                "num.recovery.threads.per.data.dir=1",
                "log.cleaner.dedupe.buffer.size=8388608",
                ""));
        account.own(dataDirectory);
        if (!Files.exists(logs.resolve("meta.properties"))) {
            format(brokerJars, config, logFile, account);
        }
        var builder = new ProcessBuilder(java(account, brokerJars, "kafka.Kafka", account.path(config).toString()))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        ChildJvm.environment(builder);
        Process process = builder.start();
        var broker = new KafkaBrokerProcess(process, port, logFile);
        broker.awaitListening("the Kafka broker", port, timeout);
        if (users != null) {
            try {
                grant(brokerJars, broker.bootstrapServers(), users, logFile);
            } catch (IOException | InterruptedException e) {
                broker.close();
                throw e;
            }
        }
        return broker;
    }

    private static void format(Path brokerJars, Path config, Path logFile, ServiceAccount account)
            throws IOException, InterruptedException {
        var command = java(account, brokerJars, "kafka.tools.StorageTool", "format", "-t",
                UUID.randomUUID().toString().replace("-", "").substring(0, 22), "-c", account.path(config).toString());
        Process format = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .start();
        if (!format.waitFor(60, TimeUnit.SECONDS) || format.exitValue() != 0) {
            format.destroyForcibly();
            throw new IOException("formatting the Kafka log directory failed; see " + logFile);
        }
    }

    /**
     * Runs {@link KafkaAcls} (the services' SCRAM credentials and rights) on the broker's jars with this launcher's
     * classes, so this JVM never loads the Kafka client.
     */
    private static void grant(Path brokerJars, String bootstrapServers, KafkaUsers users, Path logFile)
            throws IOException, InterruptedException {
        String launcherClasses;
        try {
            launcherClasses = Path.of(KafkaBrokerProcess.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IOException("cannot tell where the launcher's classes are", e);
        }
        var command = ChildJvm.command("-Xmx64m", "-XX:TieredStopAtLevel=1", "-Dlog4j2.level=WARN",
                "-cp", brokerJars.toAbsolutePath() + "/*" + java.io.File.pathSeparator + launcherClasses,
                "dev.arbiter.launcher.KafkaAcls", bootstrapServers);
        var builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        ChildJvm.environment(builder);
        builder.environment().put(KafkaAcls.ADMIN_JAAS, users.brokerJaas());
        Process grant = builder.start();
        try (var services = new java.io.PrintStream(grant.getOutputStream(), true, java.nio.charset.StandardCharsets.UTF_8)) {
            users.services().forEach(user -> services.print(user + "\t" + users.password(user) + "\n"));
        }
        if (!grant.waitFor(120, TimeUnit.SECONDS) || grant.exitValue() != 0) {
            grant.destroyForcibly();
            throw new IOException("could not grant the services their Kafka rights; see " + logFile);
        }
    }

    /** A JVM on the broker's jars running {@code mainClass} as {@code account}, paths as it sees them. */
    private static List<String> java(ServiceAccount account, Path brokerJars, String mainClass, String... arguments) {
        var options = new java.util.ArrayList<>(JvmSizing.KAFKA);
        options.addAll(List.of("-Dlog4j2.level=WARN", "-cp", account.path(brokerJars.toAbsolutePath()) + "/*", mainClass));
        options.addAll(List.of(arguments));
        return ChildJvm.command(account, options);
    }


    public String bootstrapServers() {
        return "127.0.0.1:" + port;
    }
}
