package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.List;

/** A Kafka message written in the same transaction as the change it reports; sent after commit. */
@Entity
@Table(name = "outbox")
public class OutboxMessage extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;
    public String topic;
    public String messageKey;
    public byte[] payload;
    public Instant createdAt;
    public Instant sentAt;

    public static void enqueue(String topic, String key, byte[] payload) {
        var message = new OutboxMessage();
        message.topic = topic;
        message.messageKey = key;
        message.payload = payload;
        message.createdAt = Instant.now();
        message.persist();
    }

    public static List<OutboxMessage> unsent(int limit) {
        return find("sentAt is null order by id").page(0, limit).list();
    }
}
