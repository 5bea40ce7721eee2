package dev.arbiter.scheduler.metrics;

import dev.arbiter.messaging.KafkaClientSecurity;
import dev.arbiter.messaging.Topics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.Startup;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How many records each of the platform's consumer groups has yet to read, per topic
 * ({@code arbiter_kafka_consumer_group_lag}): the runner pools' queue (what KEDA scales them on) and every
 * service's backlog, on one dashboard without a separate exporter. The scheduler measures it because it
 * already talks to the broker as the platform's hub; the groups are each service's default group id.
 */
@Startup
@ApplicationScoped
public class ConsumerGroupLag {

    private static final Logger LOG = Logger.getLogger(ConsumerGroupLag.class);

    /** Group → topics it consumes (each service's default {@code group-id}). */
    static final Map<String, List<String>> GROUPS = Map.of(
            "arbiter-sandbox-runners", List.of(Topics.MATCH_REQUESTED),
            "arbiter-sandbox-runners-priority", List.of(Topics.MATCH_REQUESTED_PRIORITY),
            "arbiter-scheduler", List.of(Topics.MATCH_FINISHED, Topics.MATCH_HEARTBEAT, Topics.ENTRY_SUBMITTED),
            "arbiter-leaderboard", List.of(Topics.MATCH_RECORDED),
            "submission", List.of(Topics.ENTRY_STATUS));

    private final String bootstrapServers;
    private final Map<String, Map<String, AtomicLong>> lag = new HashMap<>();
    private Admin admin;

    public ConsumerGroupLag(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, MeterRegistry registry) {
        this.bootstrapServers = bootstrapServers;
        GROUPS.forEach((group, topics) -> topics.forEach(topic -> {
            var value = new AtomicLong();
            lag.computeIfAbsent(group, g -> new HashMap<>()).put(topic, value);
            registry.gauge("arbiter.kafka.consumer.group.lag", Tags.of("group", group, "topic", topic), value);
        }));
    }

    private Admin admin() {
        if (admin == null) {
            admin = Admin.create(KafkaClientSecurity.apply(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                    AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 5000, AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 5000)));
        }
        return admin;
    }

    /** The offset the next record of each partition of {@code topics} will get. */
    public synchronized Map<TopicPartition, Long> endOffsets(List<String> topics) throws Exception {
        var partitions = admin().describeTopics(topics).allTopicNames().get(5, TimeUnit.SECONDS);
        Map<TopicPartition, OffsetSpec> ends = new HashMap<>();
        partitions.forEach((topic, description) -> description.partitions()
                .forEach(p -> ends.put(new TopicPartition(topic, p.partition()), OffsetSpec.latest())));
        Map<TopicPartition, Long> offsets = new HashMap<>();
        admin().listOffsets(ends).all().get(5, TimeUnit.SECONDS).forEach((tp, end) -> offsets.put(tp, end.offset()));
        return offsets;
    }

    /** Where {@code group} has committed, per partition (0 where it never has). */
    public synchronized Map<TopicPartition, Long> committed(String group) throws Exception {
        Map<TopicPartition, Long> committed = new HashMap<>();
        admin().listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get(5, TimeUnit.SECONDS)
                .forEach((tp, offset) -> committed.put(tp, offset == null ? 0 : offset.offset()));
        return committed;
    }

    @Scheduled(every = "15s", delayed = "5s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void refresh() {
        try {
            for (var group : GROUPS.entrySet()) {
                Map<TopicPartition, Long> committed = committed(group.getKey());
                Map<String, Long> perTopic = new HashMap<>();
                endOffsets(group.getValue()).forEach((tp, end) -> perTopic.merge(tp.topic(),
                        Math.max(0, end - committed.getOrDefault(tp, 0L)), Long::sum));
                perTopic.forEach((topic, value) -> lag.get(group.getKey()).get(topic).set(value));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // A broker that is away shows as stale gauges; the lease sweeper and health checks say why.
            LOG.debugf("consumer-group lag not refreshed: %s", e.toString());
        }
    }

    synchronized void close(@Observes ShutdownEvent event) {
        if (admin != null) {
            admin.close(Duration.ofSeconds(2));
        }
    }
}
