package dev.arbiter.web.csrf;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.time.Duration;

/** Settings of the CSRF protection every page-serving service shares ({@link CsrfFilter}). */
@ConfigMapping(prefix = "arbiter.web.csrf")
public interface CsrfConfig {

    /**
     * Name of the anonymous visitor's pre-session cookie on plain http. Over https the cookie is always
     * {@value CsrfCookie#SECURE_NAME}: the {@code __Host-} prefix makes browsers refuse it unless it is Secure,
     * host-only and for path /, so a sibling subdomain cannot plant one. Plain http cannot use the prefix (it
     * requires Secure, and some Chrome versions drop Secure cookies on http://127.0.0.1, where {@code ./arbiter up}
     * and the end-to-end tests run), hence this name there.
     */
    @WithDefault("arbiter-csrf")
    String plainCookieName();

    /**
     * How long a signed-in page's token stays valid while its session is renewed: a page left open longer than
     * this must be reloaded before its form is sent. A new session of the same user within this time also accepts
     * it (the token cannot tell one unbroken session from the next); a revoked session is refused before this check.
     */
    @WithDefault("PT12H")
    Duration tokenLifetime();
}
