package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The supervisor with parts that die when told to, and back-offs that are skipped (no timing involved). */
class SupervisorTest {

    @TempDir
    Path logs;

    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(terminal, true, StandardCharsets.UTF_8);

    /** A part that runs until {@link #kill()}. */
    final class FakePart implements Supervised {
        volatile boolean alive = true;
        volatile boolean closed;

        void kill() {
            alive = false;
        }

        @Override
        public boolean isAlive() {
            return alive;
        }

        @Override
        public String exitDescription() {
            return "exit 137, signal 9";
        }

        @Override
        public Path logFile() {
            return logs.resolve("part.log");
        }

        @Override
        public void close() {
            closed = true;
            alive = false;
        }
    }

    private String terminal() {
        return terminal.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aPartThatDiesIsRestartedAndBothTheTerminalAndItsLogSaySo() throws Exception {
        var first = new FakePart();
        var restarted = new CountDownLatch(1);
        var second = new FakePart();
        var supervisor = new Supervisor(out, () -> { throw new AssertionError("must not give up"); }, delay -> { });
        supervisor.add("sandbox-runner", () -> {
            restarted.countDown();
            return second;
        }, first);
        supervisor.start();
        try {
            first.kill();
            assertThat(restarted.await(60, TimeUnit.SECONDS)).isTrue();
            while (!terminal().contains("restarted")) {
                Thread.sleep(20);
            }
        } finally {
            supervisor.close();
        }
        assertThat(terminal()).contains("sandbox-runner stopped unexpectedly (exit 137, signal 9); restarting it in 1 s")
                .contains("sandbox-runner restarted");
        assertThat(Files.readString(logs.resolve("part.log"))).contains("sandbox-runner stopped unexpectedly")
                .contains("sandbox-runner restarted");
        assertThat(first.closed).as("the dead part's leftovers are cleaned up before the restart").isTrue();
        assertThat(second.closed).as("closing the supervisor stops the part it restarted").isTrue();
    }

    @Test
    void aPartThatCannotBeStartedAgainStopsThePlatformAfterBackingOff() throws Exception {
        var part = new FakePart();
        var attempts = new AtomicInteger();
        var gaveUp = new CountDownLatch(1);
        var delays = new java.util.concurrent.CopyOnWriteArrayList<Duration>();
        var supervisor = new Supervisor(out, gaveUp::countDown, delays::add);
        supervisor.add("the Kafka broker", () -> {
            attempts.incrementAndGet();
            throw new java.io.IOException("the Kafka broker exited with 1: address in use");
        }, part);
        supervisor.start();
        try {
            part.kill();
            assertThat(gaveUp.await(60, TimeUnit.SECONDS)).isTrue();
        } finally {
            supervisor.close();
        }
        assertThat(attempts.get()).isEqualTo(Supervisor.MAX_FAILED_RESTARTS);
        assertThat(delays).startsWith(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4))
                .allSatisfy(d -> assertThat(d).isLessThanOrEqualTo(BackOff.MAX));
        assertThat(terminal()).contains("its restart failed: the Kafka broker exited with 1: address in use")
                .contains("could not be started again (8 attempts");
    }

    @Test
    void aPartThatRanAMinuteBeforeDyingIsRestartedWithoutWaitingLong() {
        var backOff = new BackOff();
        backOff.nextDelay();
        backOff.nextDelay();
        assertThat(backOff.nextDelay()).isEqualTo(Duration.ofSeconds(4));

        backOff.died(Duration.ofMinutes(5));

        assertThat(backOff.nextDelay()).isEqualTo(BackOff.FIRST);
    }
}
