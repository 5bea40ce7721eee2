package dev.arbiter.testing;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.apache.kafka.common.utils.Exit;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One real Kafka broker per test JVM: KRaft mode, a single node that is both broker and controller,
 * started on first use and stopped when the JVM exits. Starts in 3–6 s.
 */
public final class KafkaTestBroker {

    private static final Logger LOG = Logger.getLogger(KafkaTestBroker.class.getName());

    private static KafkaTestBroker shared;

    /** Clean-ups Kafka's test kit asked to run at exit (deleting its data directories), run after the broker stopped. */
    private static final List<Runnable> CLEAN_UPS_AFTER_STOP = new ArrayList<>();

    private final KafkaClusterTestKit cluster;

    private KafkaTestBroker(KafkaClusterTestKit cluster) {
        this.cluster = cluster;
    }

    /** The broker of this JVM, started on the first call. */
    public static synchronized KafkaTestBroker shared() {
        if (shared == null) {
            quietKafkaLogging();
            keepTheBrokerFromEndingTheJvm();
            try {
                KafkaClusterTestKit cluster = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder()
                        .setCombined(true)
                        .setNumBrokerNodes(1)
                        .setNumControllerNodes(1)
                        .build())
                        // One node: internal topics cannot have more replicas than that.
                        .setConfigProp("offsets.topic.replication.factor", "1")
                        .setConfigProp("offsets.topic.num.partitions", "1")
                        .setConfigProp("transaction.state.log.replication.factor", "1")
                        .setConfigProp("transaction.state.log.min.isr", "1")
                        // Consumers in tests should not wait 3 s for a rebalance that has no one to wait for.
                        .setConfigProp("group.initial.rebalance.delay.ms", "0")
                        .setConfigProp("auto.create.topics.enable", "true")
                        .build();
                cluster.format();
                cluster.startup();
                cluster.waitForReadyBrokers();
                shared = new KafkaTestBroker(cluster);
                Runtime.getRuntime().addShutdownHook(new Thread(shared::close, "kafka-test-broker-stop"));
            } catch (Exception e) {
                throw new IllegalStateException("Cannot start the in-JVM Kafka broker", e);
            }
        }
        return shared;
    }

    /** {@code host:port} list for {@code bootstrap.servers}. */
    public String bootstrapServers() {
        return cluster.bootstrapServers();
    }

    /**
     * A consumer of string keys and raw values (protobuf bytes) in a fresh group that reads each topic
     * from its beginning, so a test sees messages produced before it subscribed.
     */
    public KafkaConsumer<String, byte[]> newConsumer() {
        return new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers(),
                ConsumerConfig.GROUP_ID_CONFIG, "test-" + UUID.randomUUID(),
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false"),
                new StringDeserializer(), new ByteArrayDeserializer());
    }

    /**
     * Reads {@code topic} from its beginning until a record matches or {@code timeout} passes.
     *
     * @return the first matching record, or empty on timeout
     */
    public Optional<ConsumerRecord<String, byte[]>> awaitRecord(
            String topic, Predicate<ConsumerRecord<String, byte[]>> matches, Duration timeout) {
        try (KafkaConsumer<String, byte[]> consumer = newConsumer()) {
            consumer.subscribe(List.of(topic));
            Instant deadline = Instant.now().plus(timeout);
            while (Instant.now().isBefore(deadline)) {
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                    if (matches.test(record)) {
                        return Optional.of(record);
                    }
                }
            }
            return Optional.empty();
        }
    }

    /**
     * Kafka logs every broker start-up step at INFO. In a Quarkus test JVM its SLF4J output goes to the
     * JBoss log manager, which honours java.util.logging levels.
     */
    private static void quietKafkaLogging() {
        for (String category : List.of("org.apache.kafka", "kafka", "state.change.logger")) {
            Logger.getLogger(category).setLevel(Level.WARNING);
        }
    }

    /**
     * Kafka's test kit registers a JVM shutdown hook that deletes the broker's data directories. JVM
     * shutdown hooks run concurrently, so that deletion raced our hook stopping the broker; a broker
     * that finds its log directory gone calls {@code Exit.halt(1)}, and the test JVM then ended with
     * status 1 after every test had passed (Surefire: "Error occurred in starting fork"), at random.
     * Here the deletions wait until the broker has stopped, and a broker inside a test JVM may log
     * that it wants the process ended, but never ends it.
     */
    private static void keepTheBrokerFromEndingTheJvm() {
        Exit.setShutdownHookAdder((name, hook) -> {
            synchronized (CLEAN_UPS_AFTER_STOP) {
                CLEAN_UPS_AFTER_STOP.add(hook);
            }
        });
        Exit.Procedure refuse = (status, message) -> LOG.warning(
                "the in-JVM Kafka broker asked to end the JVM (status " + status + "): " + message);
        Exit.setHaltProcedure(refuse);
        Exit.setExitProcedure(refuse);
    }

    private void close() {
        try {
            cluster.close();
        } catch (Exception e) {
            // The JVM is exiting; nothing useful to do with a broker that will not stop cleanly.
        }
        List<Runnable> cleanUps;
        synchronized (CLEAN_UPS_AFTER_STOP) {
            cleanUps = List.copyOf(CLEAN_UPS_AFTER_STOP);
        }
        for (Runnable cleanUp : cleanUps) {
            try {
                cleanUp.run();
            } catch (RuntimeException e) {
                // Leftover temporary files are not worth failing the exit of a test JVM.
            }
        }
    }
}
