package dev.arbiter.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

import java.util.Map;

/**
 * Points a {@code @QuarkusTest} at the JVM's in-process Kafka broker: sets {@code kafka.bootstrap.servers},
 * which Quarkus Messaging and the Kafka health check read, and quiets Kafka's logging.
 *
 * <p>{@link #stop()} leaves the broker running for later test classes; a shutdown hook stops it.
 */
public class KafkaTestResource implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        return Map.of(
                "kafka.bootstrap.servers", KafkaTestBroker.shared().bootstrapServers(),
                "quarkus.log.category.\"org.apache.kafka\".level", "WARN",
                "quarkus.log.category.\"kafka\".level", "WARN",
                "quarkus.log.category.\"state.change.logger\".level", "WARN");
    }

    @Override
    public void stop() {
        // Shared for the whole JVM: stopped by a shutdown hook.
    }
}
