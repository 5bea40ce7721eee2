package dev.arbiter.scheduler.messaging;

import dev.arbiter.messaging.KafkaClientSecurity;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.TopicProvisioner;
import dev.arbiter.messaging.Topics;
import dev.arbiter.scheduler.config.SchedulerConfig;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The scheduler's Kafka clients: the producer the outbox sends through, the topics it creates, and a
 * cheap "is the broker there?" probe the lease sweeper asks before it lets any lease expire.
 */
@ApplicationScoped
public class SchedulerKafka {

    private final String bootstrapServers;
    private final SchedulerConfig config;
    private ReliableProducer producer;
    private Admin admin;

    public SchedulerKafka(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, SchedulerConfig config) {
        this.bootstrapServers = bootstrapServers;
        this.config = config;
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    /** Creates every topic the scheduler reads or writes that does not exist yet. */
    public boolean provisionTopics() {
        int small = 3;
        return TopicProvisioner.ensure(bootstrapServers, Map.ofEntries(
                Map.entry(Topics.MATCH_REQUESTED, config.kafka().requestedPartitions()),
                Map.entry(Topics.MATCH_REQUESTED_PRIORITY, config.kafka().requestedPartitions()),
                Map.entry(Topics.MATCH_HEARTBEAT, small),
                Map.entry(Topics.MATCH_FINISHED, small),
                Map.entry(Topics.MATCH_RECORDED, small),
                Map.entry(Topics.ENTRY_SUBMITTED, small),
                Map.entry(Topics.ENTRY_STATUS, small),
                Map.entry(Topics.COMPETITION_UPDATED, 1),
                Map.entry(Topics.ROUND_PUBLISHED, 1),
                Map.entry(Topics.ACCOUNT_ROLE, 1),
                Map.entry(Topics.TRANSCRIPT_EXPIRED, 1)), Duration.ofSeconds(15));
    }

    @Produces
    @Singleton
    ReliableProducer producer() {
        producer = new ReliableProducer(bootstrapServers, "arbiter-scheduler", config.kafka().sendTimeout());
        return producer;
    }

    /** True when the broker answered within two seconds. */
    public synchronized boolean brokerReachable() {
        if (admin == null) {
            admin = Admin.create(KafkaClientSecurity.apply(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                    AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 2000, AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2000)));
        }
        try {
            return !admin.describeCluster(new DescribeClusterOptions().timeoutMs(2000)).nodes().get(3, TimeUnit.SECONDS).isEmpty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (Exception e) {
            return false;
        }
    }

    void close(@Observes @Priority(5000) ShutdownEvent event) {
        if (producer != null) {
            producer.close();
        }
        synchronized (this) {
            if (admin != null) {
                admin.close(Duration.ofSeconds(2));
            }
        }
    }
}
