package dev.arbiter.leaderboard.replay;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 31: one uncached GVGAI replay cost seconds of the leaderboard's CPU, and anyone could ask for many. */
class ReplayRendererTest {

    private static final List<byte[]> FRAMES = List.of(new byte[] {1}, new byte[] {2});

    @Test
    void allFramesOfAPlayAskedForAtOnceCostOneRender() throws Exception {
        var renders = new AtomicInteger();
        var release = new CountDownLatch(1);
        try (var renderer = new ReplayRenderer(16, 4, budget(100))) {
            var pool = Executors.newFixedThreadPool(20);
            var answers = new ArrayList<Future<List<byte[]>>>();
            for (int frame = 0; frame < 20; frame++) {
                answers.add(pool.submit(() -> renderer.frames("m/0", "198.51.100.1", () -> {
                    renders.incrementAndGet();
                    await(release);
                    return FRAMES;
                })));
            }
            Thread.sleep(200); // let every request arrive while the first render is held
            release.countDown();
            for (var answer : answers) {
                assertThat(answer.get()).isSameAs(FRAMES);
            }
            pool.shutdown();
            assertThat(renderer.frames("m/0", "198.51.100.2", () -> {
                renders.incrementAndGet();
                return FRAMES;
            })).as("watched again: from memory").isSameAs(FRAMES);
        }
        assertThat(renders).hasValue(1);
    }

    @Test
    void oneAddressThatRendersManyPlaysIsRefusedWhileAnotherIsServed() {
        try (var renderer = new ReplayRenderer(16, 4, budget(3))) {
            for (int play = 0; play < 3; play++) {
                renderer.frames("m/" + play, "203.0.113.9", () -> FRAMES);
            }
            assertThatThrownBy(() -> renderer.frames("m/3", "203.0.113.9", () -> FRAMES))
                    .isInstanceOfSatisfying(ReplayRefused.class, r -> {
                        assertThat(r.status()).isEqualTo(429);
                        assertThat(r.retryAfter()).isPositive();
                    });
            assertThat(renderer.frames("m/3", "198.51.100.1", () -> FRAMES)).isSameAs(FRAMES);
            // What is rendered already costs nothing, even to the address over its budget.
            assertThat(renderer.frames("m/0", "203.0.113.9", () -> FRAMES)).isSameAs(FRAMES);
        }
    }

    @Test
    void rendersBeyondTheQueueAreRefusedNotPiledUp() throws Exception {
        var release = new CountDownLatch(1);
        var started = new CountDownLatch(1);
        try (var renderer = new ReplayRenderer(16, 1, budget(100))) {
            var pool = Executors.newFixedThreadPool(2);
            pool.submit(() -> renderer.frames("m/0", "a", () -> {
                started.countDown();
                await(release);
                return FRAMES;
            }));
            started.await();
            pool.submit(() -> renderer.frames("m/1", "b", () -> FRAMES)); // waits in the queue of one
            while (renderer.waiting() < 1) {
                Thread.sleep(10);
            }
            assertThatThrownBy(() -> renderer.frames("m/2", "c", () -> FRAMES))
                    .isInstanceOfSatisfying(ReplayRefused.class, r -> assertThat(r.status()).isEqualTo(503));
            release.countDown();
            pool.shutdown();
        }
    }

    @Test
    void aBudgetSpentIsFreeAgainOnceItsWindowHasPassed() {
        var now = new Instant[] {Instant.parse("2026-11-29T05:00:00Z")};
        var clock = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now[0];
            }
        };
        var budget = new RenderBudget(2, Duration.ofMinutes(1), clock);
        assertThat(budget.take("a")).isEmpty();
        assertThat(budget.take("a")).isEmpty();
        assertThat(budget.take("a")).hasValue(Duration.ofMinutes(1));
        now[0] = now[0].plusSeconds(61);
        assertThat(budget.take("a")).isEmpty();
    }

    private static RenderBudget budget(int renders) {
        return new RenderBudget(renders, Duration.ofMinutes(1), Clock.systemUTC());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
