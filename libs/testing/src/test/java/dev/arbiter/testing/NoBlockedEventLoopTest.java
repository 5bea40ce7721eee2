package dev.arbiter.testing;

import org.junit.jupiter.api.Test;

import java.util.logging.Level;
import java.util.logging.Logger;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NoBlockedEventLoopTest {

    private final NoBlockedEventLoop guard = new NoBlockedEventLoop();
    private final Logger checker = Logger.getLogger(NoBlockedEventLoop.CHECKER_LOGGER);

    @Test
    void aBlockedEventLoopReportedByVertxFailsTheTestThatWasRunning() {
        var blocked = new Exception("Thread blocked");
        blocked.setStackTrace(new StackTraceElement[] {
                new StackTraceElement("java.net.InetAddress", "getAllByName", "InetAddress.java", 1)});
        checker.log(Level.WARNING, "Thread Thread[#40,vert.x-eventloop-thread-1,5,main] has been blocked for 2413 ms,"
                + " time limit is 2000 ms", blocked);

        assertThatThrownBy(() -> guard.afterEach(null))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("vert.x-eventloop-thread-1")
                .hasMessageContaining("InetAddress.getAllByName");
        // Reported once: the next test starts clean.
        guard.afterEach(null);
    }

    @Test
    void aWorkerThreadThatBlocksWithinItsOwnLimitIsNotAnEventLoopFailure() {
        checker.log(Level.WARNING, "Thread Thread[#52,executor-thread-1,5,main] has been blocked for 61002 ms,"
                + " time limit is 60000 ms");

        guard.afterEach(null);
    }
}
