package dev.arbiter.testing;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SharedInfrastructureTest {

    @Test
    void eachServiceGetsItsOwnDatabaseOnOneSharedServer() throws Exception {
        EmbeddedPostgresServer server = EmbeddedPostgresServer.shared();
        String first = server.jdbcUrl("alpha");
        String second = server.jdbcUrl("beta");

        try (Connection a = DriverManager.getConnection(first, EmbeddedPostgresServer.USER, EmbeddedPostgresServer.PASSWORD);
             Statement st = a.createStatement()) {
            st.execute("CREATE TABLE only_in_alpha (id int)");
        }
        try (Connection b = DriverManager.getConnection(second, EmbeddedPostgresServer.USER, EmbeddedPostgresServer.PASSWORD);
             Statement st = b.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_tables WHERE tablename = 'only_in_alpha'")) {
            rs.next();
            assertThat(rs.getInt(1)).isZero();
        }
        assertThat(EmbeddedPostgresServer.shared()).isSameAs(server);
        assertThat(server.jdbcUrl("alpha")).isEqualTo(first);
    }

    @Test
    void aRecordProducedToTheBrokerIsSeenByANewConsumer() throws Exception {
        KafkaTestBroker broker = KafkaTestBroker.shared();
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()),
                new StringSerializer(), new ByteArraySerializer())) {
            producer.send(new ProducerRecord<>("smoke", "key-1", "hello".getBytes(StandardCharsets.UTF_8))).get();
        }

        var record = broker.awaitRecord("smoke", r -> r.key().equals("key-1"), Duration.ofSeconds(20));

        assertThat(record).isPresent();
        assertThat(new String(record.get().value(), StandardCharsets.UTF_8)).isEqualTo("hello");
        assertThat(new PostgresTestResource().start()).containsKey("quarkus.datasource.jdbc.url");
        assertThat(new KafkaTestResource().start()).containsEntry("kafka.bootstrap.servers", broker.bootstrapServers());
    }
}
