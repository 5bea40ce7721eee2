package dev.arbiter.messaging;

import dev.arbiter.testing.KafkaTestBroker;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

class RecordLoopTest {

    private final KafkaTestBroker broker = KafkaTestBroker.shared();

    private String freshTopic() {
        String topic = "loop-" + UUID.randomUUID();
        assertThat(TopicProvisioner.ensure(broker.bootstrapServers(), Map.of(topic, 1), Duration.ofSeconds(20))).isTrue();
        return topic;
    }

    private Map<String, Object> consumerConfig(String group) {
        return Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ConsumerConfig.GROUP_ID_CONFIG, group,
                ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 1,
                // Far shorter than the slow handler below: without keep-alive polls the member would be evicted.
                ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG, 1500,
                // The rebalance timeout is the max poll interval: members must hear of a rebalance well within it.
                ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, 200);
    }

    private void produce(String topic, String... values) throws Exception {
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test", Duration.ofSeconds(10))) {
            for (String value : values) {
                producer.send(topic, value, value.getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private Long committed(String group, String topic) {
        try (KafkaConsumer<String, byte[]> probe = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(), ConsumerConfig.GROUP_ID_CONFIG, group),
                new org.apache.kafka.common.serialization.StringDeserializer(),
                new org.apache.kafka.common.serialization.ByteArrayDeserializer())) {
            var tp = new TopicPartition(topic, 0);
            var offset = probe.committed(Set.of(tp)).get(tp);
            return offset == null ? null : offset.offset();
        }
    }

    @Test
    void aFailingRecordIsRetriedInOrderAndCommittedOnlyOnceItSucceeds() throws Exception {
        String topic = freshTopic();
        String group = "g-" + UUID.randomUUID();
        List<String> seen = new CopyOnWriteArrayList<>();
        AtomicInteger failuresLeft = new AtomicInteger(2);
        produce(topic, "a", "b");

        try (var loop = RecordLoop.start("retry", consumerConfig(group), List.of(topic), record -> {
            String value = new String(record.value(), StandardCharsets.UTF_8);
            seen.add(value);
            if (value.equals("a") && failuresLeft.getAndDecrement() > 0) {
                assertThat(committed(group, topic)).as("nothing committed while 'a' fails").isNull();
                throw new IllegalStateException("database restarting");
            }
        }, Duration.ofMillis(500), Duration.ofSeconds(1))) {
            await().atMost(Duration.ofSeconds(30)).until(() -> seen.contains("b"));
            await().atMost(Duration.ofSeconds(10)).until(() -> Long.valueOf(2).equals(committed(group, topic)));
        }

        assertThat(seen).containsExactly("a", "a", "a", "b");
    }

    @Test
    void aPoisonRecordIsSkippedAndTheNextOneHandled() throws Exception {
        String topic = freshTopic();
        List<String> seen = new CopyOnWriteArrayList<>();
        produce(topic, "poison", "good");

        try (var loop = RecordLoop.start("poison", consumerConfig("g-" + UUID.randomUUID()), List.of(topic), record -> {
            String value = new String(record.value(), StandardCharsets.UTF_8);
            seen.add(value);
            if (value.equals("poison")) {
                throw new PoisonRecordException("not a protobuf message", null);
            }
        }, Duration.ofMillis(500), Duration.ofSeconds(1))) {
            await().atMost(Duration.ofSeconds(30)).until(() -> seen.contains("good"));
        }

        assertThat(seen).containsExactly("poison", "good");
    }

    @Test
    void aHandlerLongerThanTheMaxPollIntervalKeepsItsRecordAwayFromOtherGroupMembers() throws Exception {
        String topic = freshTopic();
        String group = "g-" + UUID.randomUUID();
        List<String> handledBy = new CopyOnWriteArrayList<>();
        produce(topic, "long");

        try (var first = RecordLoop.start("first", consumerConfig(group), List.of(topic), record -> {
            handledBy.add("first");
            Thread.sleep(4000);
        }, Duration.ofMillis(500), Duration.ofSeconds(10))) {
            await().atMost(Duration.ofSeconds(30)).until(() -> !handledBy.isEmpty());
            try (var second = RecordLoop.start("second", consumerConfig(group), List.of(topic),
                    (ConsumerRecord<String, byte[]> record) -> handledBy.add("second"),
                    Duration.ofMillis(500), Duration.ofSeconds(1))) {
                await().atMost(Duration.ofSeconds(30)).until(() -> Long.valueOf(1).equals(committed(group, topic)));
            }
        }

        assertThat(handledBy).containsExactly("first");
    }
}
