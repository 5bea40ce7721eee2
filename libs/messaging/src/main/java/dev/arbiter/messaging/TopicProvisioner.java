package dev.arbiter.messaging;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.TopicExistsException;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Creates the topics a service needs when they do not exist yet, with enough partitions for the
 * consumers that will share them (a topic created implicitly gets the broker's default, often 1, which
 * would let only one runner slot work). Existing topics are left as they are.
 */
public final class TopicProvisioner {

    private static final System.Logger LOG = System.getLogger(TopicProvisioner.class.getName());

    private TopicProvisioner() {
    }

    /**
     * @param partitions topic name → partition count
     * @param timeout    how long to wait for the broker
     * @return false when the broker could not be reached in time (the caller starts anyway; consumers wait)
     */
    public static boolean ensure(String bootstrapServers, Map<String, Integer> partitions, Duration timeout) {
        try (Admin admin = Admin.create(KafkaClientSecurity.apply(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) timeout.toMillis(),
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) timeout.toMillis())))) {
            var existing = admin.listTopics().names().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            var missing = partitions.entrySet().stream()
                    .filter(e -> !existing.contains(e.getKey()))
                    .map(e -> new NewTopic(e.getKey(), Optional.of(e.getValue()), Optional.empty()))
                    .toList();
            for (var future : admin.createTopics(missing).values().values()) {
                try {
                    future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof TopicExistsException)) {
                        throw e;
                    }
                }
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "Could not create topics " + partitions.keySet() + ": " + e);
            return false;
        }
    }
}
