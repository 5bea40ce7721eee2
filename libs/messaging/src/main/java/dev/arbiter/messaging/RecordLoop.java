package dev.arbiter.messaging;

import org.apache.kafka.clients.consumer.CommitFailedException;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.CooperativeStickyAssignor;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RebalanceInProgressException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One consumer on its own thread that hands records, one at a time and in order, to a
 * {@link RecordHandler}, and commits a record's offset only after the handler returned. While a handler
 * works (a match can take many minutes) the loop keeps polling with its partitions paused, so the
 * consumer stays in its group without fetching more. A handler that fails is retried on the same record
 * with a growing back-off; a consumer that dies (kill -9) leaves its records uncommitted, and the
 * group gives them to another member.
 *
 * <p>Loops that share workers take turns through an {@link Admission}: a record in hand waits, uncommitted
 * and with the consumer still polling (paused), until the loop is granted a turn.
 *
 * <p>Delivery is at least once: after a rebalance a record may be handled twice, so handlers are
 * idempotent.
 */
public final class RecordLoop implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(RecordLoop.class.getName());
    private static final Duration POLL = Duration.ofMillis(250);
    private static final Duration KEEP_ALIVE = Duration.ofMillis(500);

    private final String name;
    private final KafkaConsumer<String, byte[]> consumer;
    private final Collection<String> topics;
    private final RecordHandler handler;
    private final Admission admission;
    private final Duration maxBackoff;
    private final Duration drainTimeout;
    private final ExecutorService worker;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile long stopDeadlineNanos = Long.MAX_VALUE;
    private volatile boolean busy;

    private RecordLoop(String name, Map<String, Object> config, Collection<String> topics, RecordHandler handler,
                       Admission admission, Duration maxBackoff, Duration drainTimeout) {
        this.name = name;
        var settings = new HashMap<>(config);
        settings.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        settings.putIfAbsent(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        settings.putIfAbsent(ConsumerConfig.CLIENT_ID_CONFIG, name);
        // A member joining must not take a partition whose record another member is still working on.
        settings.putIfAbsent(ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG, CooperativeStickyAssignor.class.getName());
        this.consumer = new KafkaConsumer<>(KafkaClientSecurity.apply(settings), new StringDeserializer(), new ByteArrayDeserializer());
        this.topics = List.copyOf(topics);
        this.handler = handler;
        this.admission = admission;
        this.maxBackoff = maxBackoff;
        this.drainTimeout = drainTimeout;
        this.worker = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name(name + "-handler").factory());
        this.thread = Thread.ofPlatform().daemon().name(name + "-consumer").unstarted(this::run);
    }

    /**
     * Subscribes and starts consuming on a new thread.
     *
     * @param config       consumer settings: at least {@code bootstrap.servers} and {@code group.id};
     *                     auto-commit is always off
     * @param maxBackoff   longest wait between retries of a failing record
     * @param drainTimeout on {@link #close()}, how long a running handler may finish before it is abandoned
     *                     (its record stays uncommitted and goes to another consumer)
     */
    public static RecordLoop start(String name, Map<String, Object> config, Collection<String> topics,
                                   RecordHandler handler, Duration maxBackoff, Duration drainTimeout) {
        return start(name, config, topics, handler, Admission.UNLIMITED, maxBackoff, drainTimeout);
    }

    /**
     * As {@link #start(String, Map, Collection, RecordHandler, Duration, Duration)}, handing each record to the
     * handler only once {@code admission} grants a turn (loops that share workers set {@code max.poll.records}
     * to 1, so that no more than one record waits per loop).
     */
    public static RecordLoop start(String name, Map<String, Object> config, Collection<String> topics,
                                   RecordHandler handler, Admission admission, Duration maxBackoff, Duration drainTimeout) {
        var loop = new RecordLoop(name, config, topics, handler, admission, maxBackoff, drainTimeout);
        loop.thread.start();
        return loop;
    }

    /** True while a handler is working on a record. */
    public boolean busy() {
        return busy;
    }

    private void run() {
        consumer.subscribe(topics, new PauseWhileBusy());
        try {
            while (running) {
                ConsumerRecords<String, byte[]> records;
                try {
                    records = consumer.poll(POLL);
                } catch (KafkaException e) {
                    LOG.log(System.Logger.Level.WARNING, name + ": poll failed, retrying: " + e);
                    sleep(Backoff.FIRST);
                    continue;
                }
                if (!processAll(records)) {
                    break;
                }
            }
        } finally {
            try {
                consumer.close(Duration.ofSeconds(5));
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, name + ": close: " + e);
            }
            worker.shutdownNow();
        }
    }

    /** @return false when the loop is stopping */
    private boolean processAll(ConsumerRecords<String, byte[]> records) {
        for (TopicPartition partition : records.partitions()) {
            for (ConsumerRecord<String, byte[]> record : records.records(partition)) {
                if (!running) {
                    return false;
                }
                if (!consumer.assignment().contains(partition)) {
                    // Revoked while an earlier record was handled: the new owner reads on from the committed offset.
                    break;
                }
                if (!process(record)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Waits for a turn, then handles one record until it is done (then commits it) or the loop stops (then
     * leaves it uncommitted).
     */
    private boolean process(ConsumerRecord<String, byte[]> record) {
        try (Admission.Turn turn = admission.request()) {
            if (!awaitTurn(turn)) {
                return false;
            }
            if (!consumer.assignment().contains(new TopicPartition(record.topic(), record.partition()))) {
                // Revoked while waiting: the new owner reads on from the committed offset.
                return true;
            }
            return handleUntilDone(record);
        } finally {
            resumeAll();
        }
    }

    /** @return false when the loop stopped first */
    private boolean awaitTurn(Admission.Turn turn) {
        try {
            while (!turn.await(KEEP_ALIVE)) {
                if (!running) {
                    return false;
                }
                keepAlive();
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private boolean handleUntilDone(ConsumerRecord<String, byte[]> record) {
        Backoff backoff = new Backoff(Backoff.FIRST, maxBackoff);
        while (running || System.nanoTime() < stopDeadlineNanos) {
            Future<?> work = worker.submit(() -> {
                handler.handle(record);
                return null;
            });
            try {
                awaitKeepingMembership(work);
                commit(record);
                return true;
            } catch (ExecutionException e) {
                if (e.getCause() instanceof PoisonRecordException poison) {
                    LOG.log(System.Logger.Level.ERROR, name + ": skipping unprocessable record " + coordinates(record)
                            + ": " + poison.getMessage());
                    commit(record);
                    return true;
                }
                if (!running) {
                    return false;
                }
                Duration wait = backoff.next();
                LOG.log(System.Logger.Level.WARNING, name + ": " + coordinates(record) + " failed, retrying in "
                        + wait.toMillis() + " ms: " + e.getCause());
                pauseFor(wait);
            } catch (TimeoutException e) {
                work.cancel(true);
                LOG.log(System.Logger.Level.INFO, name + ": stopped while handling " + coordinates(record)
                        + "; left uncommitted for another consumer");
                return false;
            } finally {
                resumeAll();
            }
        }
        return false;
    }

    /** Waits for the handler while polling paused partitions, so the group keeps this member. */
    private void awaitKeepingMembership(Future<?> work) throws ExecutionException, TimeoutException {
        while (true) {
            try {
                work.get(KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
                return;
            } catch (TimeoutException e) {
                if (!running && System.nanoTime() > stopDeadlineNanos) {
                    throw e;
                }
                keepAlive();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TimeoutException("interrupted");
            }
        }
    }

    private void pauseFor(Duration wait) {
        long until = System.nanoTime() + wait.toNanos();
        while (System.nanoTime() < until && running) {
            keepAlive();
            sleep(Duration.ofMillis(Math.min(100, wait.toMillis())));
        }
    }

    private void keepAlive() {
        busy = true;
        consumer.pause(consumer.assignment());
        try {
            // Not Duration.ZERO: a rebalance needs a few round trips inside poll, or this member is dropped.
            ConsumerRecords<String, byte[]> stray = consumer.poll(Duration.ofMillis(100));
            // Paused partitions return nothing; should a fresh assignment slip through, read it again later.
            for (TopicPartition partition : stray.partitions()) {
                consumer.seek(partition, stray.records(partition).getFirst().offset());
            }
        } catch (KafkaException e) {
            LOG.log(System.Logger.Level.DEBUG, name + ": keep-alive poll failed: " + e);
        }
    }

    private void resumeAll() {
        if (busy) {
            consumer.resume(consumer.paused());
            busy = false;
        }
    }

    private void commit(ConsumerRecord<String, byte[]> record) {
        var offsets = Map.of(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset() + 1));
        Backoff backoff = new Backoff(Backoff.FIRST, maxBackoff);
        while (true) {
            try {
                consumer.commitSync(offsets, Duration.ofSeconds(10));
                return;
            } catch (CommitFailedException | RebalanceInProgressException e) {
                LOG.log(System.Logger.Level.INFO, name + ": " + coordinates(record)
                        + " was handled but its partition moved to another consumer, which will handle it again");
                return;
            } catch (KafkaException e) {
                if (!running) {
                    return;
                }
                LOG.log(System.Logger.Level.WARNING, name + ": commit of " + coordinates(record) + " failed, retrying: " + e);
                pauseFor(backoff.next());
            }
        }
    }

    private static String coordinates(ConsumerRecord<String, byte[]> record) {
        return record.topic() + "-" + record.partition() + "@" + record.offset() + " (key " + record.key() + ")";
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops consuming; a handler still running gets the drain timeout to finish and be committed. */
    @Override
    public void close() {
        stopTaking();
        try {
            thread.join(drainTimeout.plusSeconds(10).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Closes loops together: all stop taking records at once (none starts a record another one's slot just
     * freed), then each gets its whole drain timeout.
     */
    public static void closeAll(Collection<RecordLoop> loops) {
        loops.forEach(RecordLoop::stopTaking);
        loops.forEach(RecordLoop::close);
    }

    private synchronized void stopTaking() {
        if (running) {
            stopDeadlineNanos = System.nanoTime() + drainTimeout.toNanos();
            running = false;
        }
    }

    /** Newly assigned partitions stay paused while a record is being handled. */
    private final class PauseWhileBusy implements ConsumerRebalanceListener {
        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
            // Nothing to flush: every handled record was committed when it finished.
        }

        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
            if (busy) {
                consumer.pause(partitions);
            }
        }
    }
}
