package dev.arbiter.runner.messaging;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.runner.service.RunnerIdentity;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;

/** The one Kafka producer of this runner: results (acknowledged) and heartbeats (fire and forget). */
@ApplicationScoped
public class RunnerProducer {

    private ReliableProducer producer;

    @Produces
    @Singleton
    ReliableProducer producer(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, RunnerIdentity identity) {
        producer = new ReliableProducer(bootstrapServers, "runner-" + identity.id(), Duration.ofSeconds(15));
        return producer;
    }

    // After the consumers (default priority) have drained, so their last results still go out.
    void close(@Observes @Priority(5000) ShutdownEvent event) {
        if (producer != null) {
            producer.close();
        }
    }
}
