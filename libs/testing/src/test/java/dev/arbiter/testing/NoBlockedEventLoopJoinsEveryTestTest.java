package dev.arbiter.testing;

import org.junit.jupiter.api.Test;

import java.util.logging.Logger;

import static org.assertj.core.api.Assertions.assertThat;

/** Names no guard of its own: what it finds was registered by JUnit through the parent POM's autodetection. */
class NoBlockedEventLoopJoinsEveryTestTest {

    @Test
    void theGuardListensWithoutATestNamingIt() {
        assertThat(Logger.getLogger("io.vertx.core.impl.BlockedThreadChecker").getHandlers())
                .anyMatch(h -> h.getClass().getName().equals("dev.arbiter.testing.NoBlockedEventLoop$Recorder"));
    }
}
