package dev.arbiter.messaging;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A producer that waits for the broker's acknowledgement (all in-sync replicas, idempotent), for
 * messages whose loss would lose work: results, requests from the outbox. Thread-safe.
 */
public final class ReliableProducer implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ReliableProducer.class.getName());

    private final KafkaProducer<String, byte[]> producer;
    private final Duration ackTimeout;

    public ReliableProducer(String bootstrapServers, String clientId, Duration ackTimeout) {
        this.ackTimeout = ackTimeout;
        Map<String, Object> config = new HashMap<>();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ProducerConfig.CLIENT_ID_CONFIG, clientId);
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        config.put(ProducerConfig.LINGER_MS_CONFIG, 0);
        // A send that cannot reach the broker fails within the ack timeout; callers decide whether to retry.
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, (int) ackTimeout.toMillis());
        config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) Math.max(1000, ackTimeout.toMillis() / 2));
        config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, (int) ackTimeout.toMillis());
        this.producer = new KafkaProducer<>(KafkaClientSecurity.apply(config), new StringSerializer(), new ByteArraySerializer());
    }

    /** Sends and waits for the acknowledgement; throws when the broker did not acknowledge in time. */
    public RecordMetadata send(String topic, String key, byte[] value) throws Exception {
        return await(sendAsync(topic, key, value));
    }

    /** Sends and returns the pending acknowledgement, so a batch can be in flight at once (in order per key). */
    public Future<RecordMetadata> sendAsync(String topic, String key, byte[] value) {
        return producer.send(new ProducerRecord<>(topic, key, value));
    }

    /** Waits for an acknowledgement from {@link #sendAsync}; throws when the broker did not acknowledge in time. */
    public RecordMetadata await(Future<RecordMetadata> ack) throws Exception {
        try {
            return ack.get(ackTimeout.toMillis() + 1000, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** Sends without waiting (heartbeats: a lost one is replaced by the next). */
    public void sendAndForget(String topic, String key, byte[] value) {
        producer.send(new ProducerRecord<>(topic, key, value), (metadata, error) -> {
            if (error != null) {
                LOG.log(System.Logger.Level.DEBUG, "dropped a " + topic + " message for " + key + ": " + error);
            }
        });
    }

    /**
     * Sends until the broker acknowledges (a broker restart only delays the message) or {@code keepTrying}
     * turns false.
     *
     * @return true when acknowledged
     */
    public boolean sendUntilAcknowledged(String topic, String key, byte[] value, BooleanSupplier keepTrying) {
        Backoff backoff = new Backoff(Backoff.FIRST, Duration.ofSeconds(5));
        while (true) {
            try {
                send(topic, key, value);
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } catch (Exception e) {
                if (!keepTrying.getAsBoolean()) {
                    return false;
                }
                LOG.log(System.Logger.Level.WARNING, "no acknowledgement for " + topic + " " + key + ", retrying: " + e);
                try {
                    Thread.sleep(backoff.next());
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
    }
}
