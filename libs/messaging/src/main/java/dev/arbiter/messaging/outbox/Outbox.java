package dev.arbiter.messaging.outbox;

import dev.arbiter.messaging.ReliableProducer;
import org.apache.kafka.clients.producer.RecordMetadata;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;

/**
 * The transactional outbox every service that announces its state changes on Kafka uses (submission and
 * scheduler): a message is written to the {@value #TABLE} table in the same transaction as the change it
 * reports, and a relay sends it once that transaction has committed. A crash between the commit and the
 * send delays the message and loses nothing.
 *
 * <p>Delivery is at least once and in id order: a pass sends the oldest unsent messages, all in flight at
 * once, and marks sent those the broker acknowledged, up to the first that it did not. That one records its
 * attempt and error; it and everything after it wait for the next pass. A process that dies after the
 * acknowledgement but before its transaction commits sends the message again, which every consumer
 * tolerates (each message carries its own identity: an entry version, a match id and its state).
 *
 * <p>Rows are taken with {@code FOR UPDATE SKIP LOCKED}, so replicas of a service can relay at once without
 * sending the same row twice at the same time.
 *
 * <p>Every method works on the caller's {@link Connection} inside the caller's transaction: {@link #enqueue}
 * must share the transaction of the change it announces, and a pass's marks commit with whatever the
 * caller records about the sent messages. Plain JDBC, so the table's shape is written once, here, and both
 * services' migrations create exactly it.
 */
public final class Outbox {

    /** The table every service's migrations create with the columns this class reads and writes. */
    public static final String TABLE = "outbox_messages";

    /** An outbox row waiting to be sent; {@code subjectId} is what it is about, when the service said. */
    public record Message(long id, String topic, String key, byte[] payload, Long subjectId) {
    }

    /**
     * What one pass did: the messages acknowledged and marked sent, in id order, and the failure that ended
     * the pass early, or null when every message taken was sent.
     */
    public record Pass(List<Message> sent, Exception failure) {

        public boolean failed() {
            return failure != null;
        }
    }

    private final ReliableProducer producer;
    private final int batchSize;

    /**
     * @param producer  sends and awaits the broker's acknowledgement (its ack timeout bounds a pass)
     * @param batchSize most messages one pass takes
     */
    public Outbox(ReliableProducer producer, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("an outbox pass takes at least one message, not " + batchSize);
        }
        this.producer = producer;
        this.batchSize = batchSize;
    }

    /**
     * Writes a message to send once the caller's transaction commits.
     *
     * @param subjectId what the message is about, for the service to update once it is sent; may be null
     * @return the message's id
     */
    public long enqueue(Connection connection, String topic, String key, byte[] payload, Long subjectId) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("insert into " + TABLE
                + " (topic, message_key, payload, subject_id, created_at, attempts) values (?, ?, ?, ?, ?, 0)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, topic);
            insert.setString(2, key);
            insert.setBytes(3, payload);
            if (subjectId == null) {
                insert.setNull(4, Types.BIGINT);
            } else {
                insert.setLong(4, subjectId);
            }
            insert.setTimestamp(5, Timestamp.from(Instant.now()));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /**
     * One pass in the caller's transaction: takes up to a batch of the oldest unsent messages no other
     * relay holds, sends them, and marks the acknowledged ones sent. The caller commits even when the pass
     * {@linkplain Pass#failed() failed}: the marks of what was sent, and the failed message's attempt, must
     * stick.
     */
    public Pass drain(Connection connection) throws SQLException {
        List<Message> batch = oldestUnsent(connection);
        List<Future<RecordMetadata>> acks = new ArrayList<>(batch.size());
        for (Message message : batch) {
            acks.add(producer.sendAsync(message.topic(), message.key(), message.payload()));
        }
        List<Message> sent = new ArrayList<>(batch.size());
        Exception failure = null;
        for (int i = 0; i < batch.size(); i++) {
            try {
                producer.await(acks.get(i));
                sent.add(batch.get(i));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = e;
                break;
            } catch (Exception e) {
                failure = e;
                recordFailure(connection, batch.get(i), e);
                break;
            }
        }
        markSent(connection, sent);
        return new Pass(List.copyOf(sent), failure);
    }

    /** Deletes messages sent before {@code cutoff} (kept until then to answer "was it sent, and when?"); never an unsent one. */
    public long purgeSentBefore(Connection connection, Instant cutoff) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "delete from " + TABLE + " where sent_at is not null and sent_at < ?")) {
            delete.setTimestamp(1, Timestamp.from(cutoff));
            return delete.executeUpdate();
        }
    }

    /** How many messages wait to be sent. */
    public long countUnsent(Connection connection) throws SQLException {
        try (Statement count = connection.createStatement();
             ResultSet rows = count.executeQuery("select count(*) from " + TABLE + " where sent_at is null")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private List<Message> oldestUnsent(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select id, topic, message_key, payload, subject_id from "
                + TABLE + " where sent_at is null order by id limit ? for update skip locked")) {
            select.setInt(1, batchSize);
            List<Message> batch = new ArrayList<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    long subject = rows.getLong(5);
                    batch.add(new Message(rows.getLong(1), rows.getString(2), rows.getString(3), rows.getBytes(4),
                            rows.wasNull() ? null : subject));
                }
            }
            return batch;
        }
    }

    private static void markSent(Connection connection, List<Message> sent) throws SQLException {
        if (sent.isEmpty()) {
            return;
        }
        try (PreparedStatement update = connection.prepareStatement(
                "update " + TABLE + " set sent_at = ?, attempts = attempts + 1 where id = any (?)")) {
            update.setTimestamp(1, Timestamp.from(Instant.now()));
            update.setArray(2, connection.createArrayOf("bigint", sent.stream().map(Message::id).toArray(Long[]::new)));
            update.executeUpdate();
        }
    }

    private static void recordFailure(Connection connection, Message message, Exception error) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "update " + TABLE + " set attempts = attempts + 1, last_error = ? where id = ?")) {
            update.setString(1, String.valueOf(error));
            update.setLong(2, message.id());
            update.executeUpdate();
        }
    }
}
