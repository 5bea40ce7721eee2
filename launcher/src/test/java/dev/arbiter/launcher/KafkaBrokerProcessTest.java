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
