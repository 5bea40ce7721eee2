package dev.arbiter.submission.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** A Kafka message written in the same transaction as the state it announces, sent later by the relay. */
@Entity
@Table(name = "outbox_messages")
public class OutboxMessage {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String topic;

    @Column(name = "message_key", nullable = false)
    public String messageKey;

    @Column(nullable = false)
    public byte[] payload;

    /** What the message is about; for entry.submitted the {@link EntryVersion} id, for account.role the {@link Account} id. */
    @Column(name = "subject_id", nullable = false)
    public long subjectId;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt = Instant.now();

    @Column(name = "sent_at")
    public Instant sentAt;

    @Column(nullable = false)
    public int attempts;

    @Column(name = "last_error")
    public String lastError;
}
