package dev.arbiter.messaging.outbox;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.TopicProvisioner;
import dev.arbiter.testing.EmbeddedPostgresServer;
import dev.arbiter.testing.KafkaTestBroker;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** The outbox against a real PostgreSQL and a real Kafka broker, with the table the services' migrations create. */
class OutboxTest {

    private static final KafkaTestBroker BROKER = KafkaTestBroker.shared();
    private static ReliableProducer producer;
    private static String url;
    private String topic;

    @BeforeAll
    static void startClients() {
        producer = new ReliableProducer(BROKER.bootstrapServers(), "outbox-test", Duration.ofSeconds(10));
        url = EmbeddedPostgresServer.shared().jdbcUrl("outbox");
    }

    @AfterAll
    static void stopClients() {
        producer.close();
    }

    @BeforeEach
    void freshTableAndTopic() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists outbox_messages");
            // The shape both services' migrations give the table (submission V1+V6, scheduler V1+V13).
            s.execute("""
                    create table outbox_messages (
                        id bigserial primary key, topic varchar(128) not null, message_key varchar(200) not null,
                        payload bytea not null, subject_id bigint, created_at timestamptz not null default now(),
                        sent_at timestamptz, attempts int not null default 0, last_error text)""");
        }
        topic = "outbox-" + UUID.randomUUID();
        assertThat(TopicProvisioner.ensure(BROKER.bootstrapServers(), Map.of(topic, 1), Duration.ofSeconds(20))).isTrue();
    }

    @Test
    void aPassSendsTheOldestUnsentMessagesInOrderAndMarksThemSent() throws Exception {
        var outbox = new Outbox(producer, 100);
        inTransactionDo(c -> {
            for (String key : List.of("a", "b", "c")) {
                outbox.enqueue(c, topic, key, key.getBytes(StandardCharsets.UTF_8), null);
            }
        });

        Outbox.Pass pass = inTransaction(outbox::drain);

        assertThat(pass.failed()).isFalse();
        assertThat(pass.sent()).extracting(Outbox.Message::key).containsExactly("a", "b", "c");
        assertThat(keysOnTopic(3)).containsExactly("a", "b", "c");
        assertThat(inTransaction(outbox::countUnsent)).isZero();
        assertThat(inTransaction(outbox::drain).sent()).as("a second pass has nothing to send").isEmpty();
    }

    @Test
    void aMessageInATransactionThatRolledBackIsNeverSent() throws Exception {
        var outbox = new Outbox(producer, 100);
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            outbox.enqueue(c, topic, "ghost", new byte[1], 7L);
            c.rollback();
        }
        assertThat(inTransaction(outbox::drain).sent()).isEmpty();
    }

    @Test
    void aMessageTheBrokerRefusesStopsThePassAndKeepsItsErrorWhileLaterOnesWait() throws Exception {
        var outbox = new Outbox(producer, 100);
        inTransactionDo(c -> {
            outbox.enqueue(c, topic, "first", new byte[1], 1L);
            // Over the producer's 1 MiB request limit: refused, as a broker that is away would leave it unacknowledged.
            outbox.enqueue(c, topic, "too-large", new byte[2 << 20], 2L);
            outbox.enqueue(c, topic, "after", new byte[1], 3L);
        });

        Outbox.Pass pass = inTransaction(outbox::drain);

        assertThat(pass.sent()).extracting(Outbox.Message::key).containsExactly("first");
        assertThat(pass.sent()).extracting(Outbox.Message::subjectId).containsExactly(1L);
        assertThat(pass.failure()).isInstanceOf(RecordTooLargeException.class);
        try (Connection c = connect(); Statement s = c.createStatement();
             var rows = s.executeQuery("select message_key, sent_at is not null, attempts, last_error from outbox_messages order by id")) {
            var seen = new ArrayList<String>();
            while (rows.next()) {
                seen.add(rows.getString(1) + " sent=" + rows.getBoolean(2) + " attempts=" + rows.getInt(3)
                        + (rows.getString(4) == null ? "" : " error=" + rows.getString(4).contains("RecordTooLarge")));
            }
            assertThat(seen).containsExactly("first sent=true attempts=1", "too-large sent=false attempts=1 error=true",
                    "after sent=false attempts=0");
        }
    }

    @Test
    void aRelayNeverTakesMessagesAnotherRelayHoldsInItsUncommittedPass() throws Exception {
        var outbox = new Outbox(producer, 100);
        inTransactionDo(c -> outbox.enqueue(c, topic, "once", new byte[1], null));
        try (Connection first = connect()) {
            first.setAutoCommit(false);
            assertThat(outbox.drain(first).sent()).hasSize(1);

            assertThat(inTransaction(outbox::drain).sent()).as("the other relay skips the locked row").isEmpty();
            first.commit();
        }
        assertThat(inTransaction(outbox::drain).sent()).as("once committed the row is sent").isEmpty();
        assertThat(keysOnTopic(1)).containsExactly("once");
    }

    @Test
    void purgingDeletesOnlyMessagesSentBeforeTheCutoff() throws Exception {
        var outbox = new Outbox(producer, 100);
        inTransactionDo(c -> {
            outbox.enqueue(c, topic, "sent-long-ago", new byte[1], null);
            outbox.enqueue(c, topic, "unsent", new byte[1], null);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("update outbox_messages set sent_at = now() - interval '30 days' where message_key = 'sent-long-ago'");
            }
        });

        long purged = inTransaction(c -> outbox.purgeSentBefore(c, Instant.now().minus(Duration.ofDays(7))));

        assertThat(purged).isEqualTo(1);
        assertThat(inTransaction(outbox::countUnsent)).isEqualTo(1);
    }

    private List<String> keysOnTopic(int expected) {
        var keys = new ArrayList<String>();
        try (var consumer = BROKER.newConsumer()) {
            consumer.subscribe(List.of(topic));
            Instant deadline = Instant.now().plusSeconds(20);
            while (keys.size() < expected && Instant.now().isBefore(deadline)) {
                consumer.poll(Duration.ofMillis(200)).forEach(r -> keys.add(r.key()));
            }
            // A moment more, so that a duplicate would be seen too.
            consumer.poll(Duration.ofMillis(500)).forEach(r -> keys.add(r.key()));
        }
        return keys;
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(url, EmbeddedPostgresServer.USER, EmbeddedPostgresServer.PASSWORD);
    }

    private interface Work<T> {
        T apply(Connection c) throws Exception;
    }

    private interface VoidWork {
        void apply(Connection c) throws Exception;
    }

    private static <T> T inTransaction(Work<T> work) throws Exception {
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            T result = work.apply(c);
            c.commit();
            return result;
        }
    }

    private static void inTransactionDo(VoidWork work) throws Exception {
        inTransaction(c -> {
            work.apply(c);
            return null;
        });
    }
}
