package dev.arbiter.web;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import static org.assertj.core.api.Assertions.assertThat;

class SessionCookieTest {

    private final SessionCookie cookie = new SessionCookie("a-shared-session-key-of-the-platform", Duration.ofHours(1));

    @Test
    void anIssuedCookieReadsBackWithItsNameAndTimes() {
        Instant issued = Instant.now().truncatedTo(ChronoUnit.MILLIS);

        var session = cookie.read(cookie.issue("alice", issued)).orElseThrow();

        assertThat(session.username()).isEqualTo("alice");
        assertThat(session.issuedAt()).isEqualTo(issued);
        assertThat(session.expiresAt()).isEqualTo(issued.plus(Duration.ofHours(1)));
        assertThat(session.expiredAt(issued.plus(Duration.ofMinutes(59)))).isFalse();
        assertThat(session.expiredAt(issued.plus(Duration.ofHours(1)))).isTrue();
    }

    @Test
    void aCookieOfAnotherKeyIsNoSession() {
        String other = new SessionCookie("another-key-another-key-another", Duration.ofHours(1)).issue("alice", Instant.now());

        assertThat(cookie.read(other)).isEmpty();
        assertThat(cookie.read("not-a-cookie")).isEmpty();
    }
}
