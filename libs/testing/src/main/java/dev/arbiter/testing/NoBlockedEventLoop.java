package dev.arbiter.testing;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Fails the test during which an event loop was blocked. Vert.x's blocked-thread checker only logs a warning when
 * a task holds an event loop past {@code quarkus.vertx.max-event-loop-execute-time}, and a warning in a test log
 * is read by no one; yet every request that loop serves waits meanwhile. This extension turns that warning into a
 * failure of the test that was running when it was logged.
 *
 * <p>Registered for every test of a module that has this library on its test class path (JUnit's extension
 * autodetection, switched on in the parent POM's surefire configuration). It listens on the checker's logger
 * through {@code java.util.logging}, which the application under test logs through as well (Quarkus installs the
 * JBoss LogManager as the JDK's log manager), so it hears the application even though that runs in a class
 * loader of its own.
 */
public final class NoBlockedEventLoop implements BeforeAllCallback, AfterEachCallback {

    /** Vert.x 4's {@code BlockedThreadChecker.LOGGER_NAME}. */
    static final String CHECKER_LOGGER = "io.vertx.core.impl.BlockedThreadChecker";

    private static final Recorder RECORDER = new Recorder();
    /** Held, so that the log manager cannot forget the logger, and with it the handler, between tests. */
    private static final Logger CHECKER = Logger.getLogger(CHECKER_LOGGER);

    static {
        CHECKER.addHandler(RECORDER);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        // What an earlier class's application logged while it stopped is not this class's fault.
        RECORDER.drain();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        List<String> blocked = RECORDER.drain();
        if (!blocked.isEmpty()) {
            throw new AssertionError("an event loop was blocked during this test; every request it served waited:\n"
                    + String.join("\n", blocked));
        }
    }

    /** The checker's warnings since the last drain, message and first frames of the blocked thread. */
    static final class Recorder extends Handler {

        private final List<String> warnings = new ArrayList<>();

        @Override
        public synchronized void publish(LogRecord record) {
            if (record.getLevel().intValue() < Level.WARNING.intValue() || !isEventLoop(record)) {
                return;
            }
            var text = new StringBuilder(String.valueOf(record.getMessage()));
            Throwable stack = record.getThrown();
            if (stack != null) {
                StackTraceElement[] frames = stack.getStackTrace();
                for (int i = 0; i < Math.min(frames.length, 25); i++) {
                    text.append("\n\tat ").append(frames[i]);
                }
            }
            warnings.add(text.toString());
        }

        /** Worker threads may block by design (their own, longer limit); only an event loop must not. */
        private static boolean isEventLoop(LogRecord record) {
            return String.valueOf(record.getMessage()).contains("eventloop");
        }

        synchronized List<String> drain() {
            var drained = List.copyOf(warnings);
            warnings.clear();
            return drained;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
