package dev.arbiter.scheduler.support;

import dev.arbiter.web.SessionCookie;
import dev.arbiter.web.csrf.CsrfBinding;
import dev.arbiter.web.csrf.CsrfTokens;

import java.time.Duration;

/**
 * CSRF tokens as any service of the platform mints them (the submission service's pages included): the same
 * library code under the key every service derives from the shared session key, which is all they share.
 */
public final class PlatformCsrfTokens {

    /** The %test session key every service's application.properties sets. */
    private static final String SESSION_KEY = "test-only-session-key-test-only-session-key";
    private static final CsrfTokens TOKENS = new CsrfTokens(CsrfTokens.deriveKey(SESSION_KEY), Duration.ofHours(12));

    private PlatformCsrfTokens() {
    }

    /** The token of a page rendered for this {@code arbiter-session} cookie value. */
    public static String forSession(String username, String sessionCookie) {
        var issuedAt = new SessionCookie(SESSION_KEY, Duration.ofHours(1)).issuedAt(sessionCookie).orElseThrow();
        return TOKENS.mint(new CsrfBinding.Session(username, issuedAt));
    }
}
