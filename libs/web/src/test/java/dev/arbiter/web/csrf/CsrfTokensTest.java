package dev.arbiter.web.csrf;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

class CsrfTokensTest {

    private static final String SESSION_KEY = "test-only-session-key-test-only-session-key";
    private static final Instant SIGNED_IN = Instant.parse("2026-11-24T18:00:00Z");

    private final CsrfTokens tokens = new CsrfTokens(CsrfTokens.deriveKey(SESSION_KEY), Duration.ofHours(12));

    @Test
    void anotherServiceWithTheSameSessionKeyAcceptsTheToken() {
        var elsewhere = new CsrfTokens(CsrfTokens.deriveKey(SESSION_KEY), Duration.ofHours(12));
        var session = new CsrfBinding.Session("alice", SIGNED_IN);

        assertThat(elsewhere.accepts(session, tokens.mint(session))).isTrue();
    }

    @Test
    void aServiceWithAnotherSessionKeyRefusesIt() {
        var other = new CsrfTokens(CsrfTokens.deriveKey("another-session-key-another-session-key"), Duration.ofHours(12));
        var session = new CsrfBinding.Session("alice", SIGNED_IN);

        assertThat(other.accepts(session, tokens.mint(session))).isFalse();
    }

    @Test
    void oneUsersTokenIsRefusedForAnotherUsersSession() {
        String alices = tokens.mint(new CsrfBinding.Session("alice", SIGNED_IN));

        assertThat(tokens.accepts(new CsrfBinding.Session("bob", SIGNED_IN), alices)).isFalse();
        assertThat(tokens.accepts(new CsrfBinding.Credentials("bob"), alices)).isFalse();
    }

    @Test
    void aSessionTokenSurvivesRenewalsWithinItsLifetimeOnly() {
        String token = tokens.mint(new CsrfBinding.Session("alice", SIGNED_IN));

        assertThat(tokens.accepts(new CsrfBinding.Session("alice", SIGNED_IN.plus(Duration.ofHours(2))), token)).isTrue();
        assertThat(tokens.accepts(new CsrfBinding.Session("alice", SIGNED_IN.plus(Duration.ofHours(13))), token)).isFalse();
        // Minted under a later session than the one presenting it: an older session cannot use it.
        assertThat(tokens.accepts(new CsrfBinding.Session("alice", SIGNED_IN.minus(Duration.ofHours(1))), token)).isFalse();
    }

    @Test
    void aTamperedIssueTimeIsRefused() {
        String token = tokens.mint(new CsrfBinding.Session("alice", SIGNED_IN));
        String[] parts = token.split("\\.");
        String moved = parts[0] + "." + (Long.parseLong(parts[1]) + 1) + "." + parts[2];

        assertThat(tokens.accepts(new CsrfBinding.Session("alice", SIGNED_IN), moved)).isFalse();
    }

    @Test
    void aPreSessionTokenIsBoundToItsCookie() {
        String token = tokens.mint(new CsrfBinding.PreSession("cookie-one"));

        assertThat(tokens.accepts(new CsrfBinding.PreSession("cookie-one"), token)).isTrue();
        assertThat(tokens.accepts(new CsrfBinding.PreSession("cookie-two"), token)).isFalse();
        assertThat(tokens.accepts(new CsrfBinding.PreSession(null), token)).isFalse();
        assertThat(tokens.accepts(new CsrfBinding.PreSession(null), "")).isFalse();
    }
}
