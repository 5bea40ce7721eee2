package dev.arbiter.scheduler.service;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Timeout(30)
class UploadChecksTest {

    private final UploadChecks checks = new UploadChecks(Duration.ofMillis(300), 1);

    @AfterEach
    void stop() {
        checks.stop();
    }

    @Test
    void aCheckPastItsTimeIsRefusedAsOverTheLimitAndInterrupted() throws Exception {
        var interrupted = new CountDownLatch(1);

        assertThatThrownBy(() -> checks.run("the RDDL files", () -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
            return "never";
        })).isInstanceOf(UploadOverLimitException.class)
                .hasMessage("the RDDL files: checking took longer than 300 ms, the limit (arbiter.scheduler.uploads.check-timeout)");

        assertThat(interrupted.await(5, TimeUnit.SECONDS)).as("the worker was interrupted").isTrue();
        assertThat(checks.run("next", () -> "checked")).isEqualTo("checked");
    }

    @Test
    void aChecksOwnRefusalReachesTheCallerAsItIs() {
        assertThatThrownBy(() -> checks.run("x", () -> {
            throw new InvalidRequestException("broken.rddl:5:3: expected ';'");
        })).isExactlyInstanceOf(InvalidRequestException.class).hasMessage("broken.rddl:5:3: expected ';'");
    }

    @Test
    void checksBeyondTheQueueAreRefusedAsBusy() throws Exception {
        var release = new CountDownLatch(1);
        var started = new CountDownLatch(1);
        var slow = new UploadChecks(Duration.ofSeconds(20), 1);
        try {
            Thread first = Thread.startVirtualThread(() -> slow.run("first", () -> {
                started.countDown();
                await(release);
                return 1;
            }));
            started.await();
            Thread second = Thread.startVirtualThread(() -> slow.run("queued", () -> 2));
            awaitQueued(slow);

            assertThatThrownBy(() -> slow.run("third", () -> 3)).isInstanceOf(UploadChecksBusyException.class);
            release.countDown();
            first.join();
            second.join();
        } finally {
            slow.stop();
        }
    }

    private static void awaitQueued(UploadChecks checks) throws InterruptedException {
        for (int i = 0; i < 200 && checks.queued() == 0; i++) {
            Thread.sleep(10);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
