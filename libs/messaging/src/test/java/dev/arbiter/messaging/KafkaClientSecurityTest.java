package dev.arbiter.messaging;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class KafkaClientSecurityTest {

    @Test
    void scramSettingsFromTheEnvironmentReachEveryClient() {
        var env = Map.of("KAFKA_SECURITY_PROTOCOL", "SASL_PLAINTEXT", "KAFKA_SASL_MECHANISM", "SCRAM-SHA-512",
                "KAFKA_SASL_JAAS_CONFIG", "org.apache.kafka.common.security.scram.ScramLoginModule required;");
        assertThat(KafkaClientSecurity.apply(Map.of("bootstrap.servers", "k:9092"), env::get))
                .containsEntry("bootstrap.servers", "k:9092")
                .containsEntry("security.protocol", "SASL_PLAINTEXT")
                .containsEntry("sasl.mechanism", "SCRAM-SHA-512")
                .containsEntry("sasl.jaas.config", "org.apache.kafka.common.security.scram.ScramLoginModule required;");
    }

    @Test
    void withoutTheVariablesClientsStayPlainText() {
        assertThat(KafkaClientSecurity.apply(Map.of("bootstrap.servers", "k:9092"), name -> null))
                .containsOnlyKeys("bootstrap.servers");
    }
}
