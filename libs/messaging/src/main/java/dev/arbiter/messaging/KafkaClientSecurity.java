package dev.arbiter.messaging;

import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * How the platform's hand-made Kafka clients (producers, consumer loops, admin clients) sign in to the
 * broker. On one machine nothing is set and clients connect in plain text. On a cluster (deploy/k8s) the
 * broker requires SCRAM: the same three environment variables Quarkus maps to {@code kafka.security.protocol},
 * {@code kafka.sasl.mechanism} and {@code kafka.sasl.jaas.config} (so they configure the services'
 * SmallRye channels too) are copied into every client's settings here.
 */
public final class KafkaClientSecurity {

    static final Map<String, String> VARIABLES = Map.of(
            "KAFKA_SECURITY_PROTOCOL", "security.protocol",
            "KAFKA_SASL_MECHANISM", "sasl.mechanism",
            "KAFKA_SASL_JAAS_CONFIG", "sasl.jaas.config");

    private KafkaClientSecurity() {
    }

    /** {@code config} plus whatever security settings this process's environment carries. */
    public static Map<String, Object> apply(Map<String, Object> config) {
        return apply(config, System::getenv);
    }

    static Map<String, Object> apply(Map<String, Object> config, UnaryOperator<String> environment) {
        var settings = new HashMap<>(config);
        VARIABLES.forEach((variable, property) -> {
            String value = environment.apply(variable);
            if (value != null && !value.isBlank()) {
                settings.putIfAbsent(property, value);
            }
        });
        return settings;
    }
}
