package dev.arbiter.web.csrf;

import java.time.Instant;

/**
 * What a CSRF token is bound to: the thing a forged request cannot bring along with the right value. The
 * request decides which applies ({@link CsrfBindings}); a token minted for one binding is refused for any other.
 */
public sealed interface CsrfBinding {

    /**
     * A browser session: the user name and when its cookie was issued (or last renewed). The token carries the
     * issue time it was minted under, so it survives the session's renewals but not a new sign-in after its
     * lifetime ({@link CsrfTokens}).
     */
    record Session(String username, Instant issuedAt) implements CsrfBinding {
    }

    /**
     * A caller signed in by HTTP basic credentials on every request (scripts, or a browser that remembers them):
     * there is no session to bind to, so the user name alone. The key stays secret, so no other site can
     * compute it.
     */
    record Credentials(String username) implements CsrfBinding {
    }

    /**
     * An anonymous visitor (the registration and sign-in forms): the random pre-session cookie we gave the
     * browser. {@code cookieValue} is null when the browser has none, and then no token is valid.
     */
    record PreSession(String cookieValue) implements CsrfBinding {
    }
}
