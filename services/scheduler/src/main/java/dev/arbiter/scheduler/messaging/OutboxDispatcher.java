package dev.arbiter.scheduler.messaging;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.scheduler.persistence.OutboxMessage;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;

/**
 * Sends the outbox in order: a batch of unsent messages goes out, and each is marked sent once the broker
 * has acknowledged it. A crash between the acknowledgement and the mark sends it again, which every
 * consumer tolerates; a broker or database outage only delays messages.
 */
@ApplicationScoped
public class OutboxDispatcher {

    private static final Logger LOG = Logger.getLogger(OutboxDispatcher.class);
    private static final int BATCH = 200;

    private final ReliableProducer producer;
    private volatile boolean running = true;
    private Thread thread;

    public OutboxDispatcher(ReliableProducer producer) {
        this.producer = producer;
    }

    void start(@Observes StartupEvent event) {
        thread = Thread.ofPlatform().daemon().name("outbox-dispatcher").start(this::run);
    }

    void stop(@Observes ShutdownEvent event) {
        running = false;
        if (thread != null) {
            thread.interrupt();
        }
    }

    private void run() {
        long idleMillis = 50;
        while (running) {
            int sent;
            try {
                sent = dispatchBatch();
                idleMillis = sent > 0 ? 0 : 50;
            } catch (Exception e) {
                LOG.warnf("Outbox not sent yet, retrying: %s", e.toString());
                idleMillis = 1000;
            }
            try {
                Thread.sleep(idleMillis);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Sent messages are kept an hour for operators to look at, then deleted so the table stays small. */
    @Scheduled(every = "10m", delayed = "1m", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void forgetSent() {
        QuarkusTransaction.requiringNew().run(() -> OutboxMessage.delete("sentAt < ?1", Instant.now().minus(Duration.ofHours(1))));
    }

    /** @return how many messages were sent */
    int dispatchBatch() throws Exception {
        List<OutboxMessage> batch = QuarkusTransaction.requiringNew().call(() -> OutboxMessage.unsent(BATCH));
        if (batch.isEmpty()) {
            return 0;
        }
        List<Future<RecordMetadata>> acks = new ArrayList<>();
        for (OutboxMessage message : batch) {
            acks.add(producer.sendAsync(message.topic, message.messageKey, message.payload));
        }
        List<Long> sent = new ArrayList<>();
        Exception failure = null;
        for (int i = 0; i < batch.size(); i++) {
            try {
                producer.await(acks.get(i));
                sent.add(batch.get(i).id);
            } catch (Exception e) {
                failure = e;
                break;
            }
        }
        if (!sent.isEmpty()) {
            QuarkusTransaction.requiringNew().run(() -> OutboxMessage.update("sentAt = ?1 where id in ?2", Instant.now(), sent));
        }
        if (failure != null) {
            throw failure;
        }
        return sent.size();
    }
}
