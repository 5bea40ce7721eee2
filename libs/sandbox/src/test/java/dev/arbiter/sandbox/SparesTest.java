package dev.arbiter.sandbox;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Spares: handed out once, never dead, bounded, and all gone after a drop. No real sandbox involved. */
class SparesTest {

    /** A fake prepared sandbox. */
    private static final class Fake {
        final String shape;
        volatile boolean alive = true;

        Fake(String shape) {
            this.shape = shape;
        }
    }

    private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
    private final AtomicInteger made = new AtomicInteger();
    private final Set<Fake> discarded = ConcurrentHashMap.newKeySet();
    private final Set<Fake> readyFakes = ConcurrentHashMap.newKeySet();
    private final Spares<String, Fake> spares = new Spares<>((shape, label) -> {
        made.incrementAndGet();
        var fake = new Fake(shape);
        readyFakes.add(fake);
        return fake;
    }, discarded::add, f -> f.alive, executor, 2, Duration.ofMinutes(1));

    @AfterEach
    void close() {
        spares.close();
        executor.close();
    }

    private Fake prepared(String shape) throws InterruptedException {
        spares.prepare(shape, "t", Duration.ZERO);
        spares.awaitPreparations();
        return spares.take(shape);
    }

    @Test
    void aPreparedSpareIsHandedOutOnceAndOnlyForItsShape() throws Exception {
        assertThat(spares.take("a")).isNull();
        Fake spare = prepared("a");
        assertThat(spare).isNotNull();
        assertThat(spare.shape).isEqualTo("a");
        assertThat(spares.take("a")).isNull();
        assertThat(spares.take("b")).isNull();
        assertThat(spares.taken()).as("spares handed out, what operators see as spare starts").isEqualTo(1);
    }

    @Test
    void aSpareThatDiedIsDiscardedNotHandedOut() throws Exception {
        spares.prepare("a", "t", Duration.ZERO);
        spares.awaitPreparations();
        readySpare("a").alive = false;
        assertThat(spares.take("a")).isNull();
        assertThat(spares.taken()).isZero();
    }

    @Test
    void droppingWaitsForPreparationsAndDiscardsEverySpare() {
        for (String shape : List.of("a", "b", "c")) {
            spares.prepare(shape, "t", Duration.ofMillis(50));
        }
        spares.dropAll();
        assertThat(discarded).hasSize(made.get());
        assertThat(spares.take("a")).isNull();
    }

    @Test
    void atMostMaxSparesAreKeptTheOldestGoingFirst() throws Exception {
        for (String shape : List.of("a", "b", "c")) {
            spares.prepare(shape, "t", Duration.ZERO);
            spares.awaitPreparations();
        }
        assertThat(discarded).extracting(f -> f.shape).containsExactly("a");
        assertThat(spares.take("a")).isNull();
        assertThat(spares.take("c")).isNotNull();
    }

    /** Marks the ready spare of {@code shape} without taking it: kills it where it waits. */
    private Fake readySpare(String shape) {
        return readyFakes.stream().filter(f -> f.shape.equals(shape)).findFirst().orElseThrow();
    }
}
