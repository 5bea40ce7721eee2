package dev.arbiter.launcher;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The launcher's broker is a real Kafka: messages go through it and survive a restart. */
class KafkaBrokerProcessTest {

    private static final Path BROKER_JARS = Path.of("kafka-broker/target/lib");

    @TempDir
    Path dir;

    @Test
    void aMessageProducedBeforeARestartIsConsumedAfterIt() throws Exception {
        int port = Ports.freePair();
        Path log = dir.resolve("kafka.log");
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), port, log, Duration.ofSeconds(60))) {
            try (var producer = new KafkaProducer<String, String>(Map.of(
                    ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                    ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new StringSerializer())) {
                producer.send(new ProducerRecord<>("launcher.test", "k", "kept")).get();
            }
        }
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), port, log, Duration.ofSeconds(60))) {
            assertThat(consumeAll(broker.bootstrapServers())).containsExactly("kept");
        }
    }

    @Test
    void withUsersOnlyAClientSignedInAsOneOfThemGetsIn() throws Exception {
        int port = Ports.freePair();
        var users = KafkaUsers.forThisStart(List.of("scheduler"));
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), port, dir.resolve("kafka.log"),
                Duration.ofSeconds(60), ServiceAccount.launcherUser(), users)) {
            assertThat(java.nio.file.Files.getPosixFilePermissions(dir.resolve("data/server.properties")))
                    .as("the users' passwords are in it").containsExactlyInAnyOrder(
                            java.nio.file.attribute.PosixFilePermission.OWNER_READ, java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
            var signedIn = signedIn(broker, users, "scheduler");
            try (var producer = new KafkaProducer<String, String>(signedIn, new StringSerializer(), new StringSerializer())) {
                producer.send(new ProducerRecord<>("match.requested", "k", "signed in")).get();
            }

            // The attacks: another local user without a password, or guessing one.
            var anonymous = Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                    ProducerConfig.MAX_BLOCK_MS_CONFIG, "5000");
            try (var producer = new KafkaProducer<String, String>(anonymous, new StringSerializer(), new StringSerializer())) {
                org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> producer.send(new ProducerRecord<>("match.requested", "k", "forged")).get()).isNotNull();
            }
            var guessed = new java.util.HashMap<>(signedIn);
            guessed.put("sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required "
                    + "username=\"scheduler\" password=\"guess\";");
            guessed.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "5000");
            try (var producer = new KafkaProducer<String, String>(guessed, new StringSerializer(), new StringSerializer())) {
                org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> producer.send(new ProducerRecord<>("match.requested", "k", "forged")).get())
                        .hasStackTraceContaining("Authentication failed");
            }
        }
    }

    @Test
    void aServiceSignedInMayWriteOnlyTheTopicsItOwns() throws Exception {
        int port = Ports.freePair();
        var users = KafkaUsers.forThisStart(List.of("sandbox-runner", "submission"));
        try (var broker = KafkaBrokerProcess.start(BROKER_JARS, dir.resolve("data"), port, dir.resolve("kafka.log"),
                Duration.ofSeconds(60), ServiceAccount.launcherUser(), users)) {
            var runner = signedIn(broker, users, "sandbox-runner");
            runner.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "10000");
            try (var producer = new KafkaProducer<String, String>(runner, new StringSerializer(), new StringSerializer())) {
                producer.send(new ProducerRecord<>("match.finished", "m1", "a result it played")).get();
                // The attacks of a runner that an entry took over: forging a recorded result, or an organiser.
                for (String forged : List.of("match.recorded", "account.role", "entry.submitted")) {
                    org.assertj.core.api.Assertions.assertThatThrownBy(
                                    () -> producer.send(new ProducerRecord<>(forged, "k", "forged")).get())
                            .as(forged).hasCauseInstanceOf(org.apache.kafka.common.errors.TopicAuthorizationException.class);
                }
            }
            var submission = signedIn(broker, users, "submission");
            submission.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "10000");
            try (var producer = new KafkaProducer<String, String>(submission, new StringSerializer(), new StringSerializer())) {
                producer.send(new ProducerRecord<>("account.role", "alice", "a fact it owns")).get();
                org.assertj.core.api.Assertions.assertThatThrownBy(
                                () -> producer.send(new ProducerRecord<>("match.finished", "m1", "forged")).get())
                        .hasCauseInstanceOf(org.apache.kafka.common.errors.TopicAuthorizationException.class);
            }
        }
    }

    /** A client's settings as the services' clients read them from the environment (KAFKA_SASL_MECHANISM is sasl.mechanism). */
    private static java.util.HashMap<String, Object> signedIn(KafkaBrokerProcess broker, KafkaUsers users, String user) {
        var settings = new java.util.HashMap<String, Object>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(), ProducerConfig.ACKS_CONFIG, "all"));
        users.clientEnvironment(user).forEach((variable, value) -> settings.put(
                variable.substring("KAFKA_".length()).toLowerCase(java.util.Locale.ROOT).replace('_', '.'), value));
        return settings;
    }

    private static List<String> consumeAll(String bootstrap) {
        var values = new ArrayList<String>();
        try (var consumer = new KafkaConsumer<String, String>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.GROUP_ID_CONFIG, "launcher-test",
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"), new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of("launcher.test"));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (values.isEmpty() && System.nanoTime() < deadline) {
                consumer.poll(Duration.ofMillis(500)).forEach(r -> values.add(r.value()));
            }
        }
        return values;
    }
}
