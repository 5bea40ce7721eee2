package dev.arbiter.messaging;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BackoffTest {

    @Test
    void eachWaitDoublesTheLastUpToTheMaximum() {
        var backoff = new Backoff(Duration.ofMillis(250), Duration.ofSeconds(1));
        assertThat(backoff.next()).isEqualTo(Duration.ofMillis(250));
        assertThat(backoff.next()).isEqualTo(Duration.ofMillis(500));
        assertThat(backoff.next()).isEqualTo(Duration.ofSeconds(1));
        assertThat(backoff.next()).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aSuccessStartsTheNextFailureAtTheFirstWaitAgain() {
        var backoff = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(5));
        backoff.next();
        backoff.next();
        backoff.reset();
        assertThat(backoff.next()).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void aMaximumBelowTheFirstWaitIsRefused() {
        assertThatThrownBy(() -> new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
