package dev.arbiter.web;

import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.RoutingContext;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * For a service's session identity provider: when the session cookie of the request being authenticated
 * was issued ({@link SessionCookie}). Form authentication gives the provider only the username; the request's
 * routing context still has the cookie.
 */
public final class SessionIssueTimes {

    private static final Logger LOG = Logger.getLogger(SessionIssueTimes.class);

    private final Optional<SessionCookie> cookie;
    private final String cookieName;

    /**
     * @param sessionKey quarkus.http.auth.session.encryption-key; without one, Quarkus makes a random key we
     *                   cannot read, so sessions are not revocable (and not shared): warned about once
     * @param timeout    quarkus.http.auth.form.timeout
     * @param cookieName quarkus.http.auth.form.cookie-name
     */
    public SessionIssueTimes(Optional<String> sessionKey, Duration timeout, String cookieName) {
        this.cookie = sessionKey.filter(key -> key.length() >= 16).map(key -> new SessionCookie(key, timeout));
        this.cookieName = cookieName;
        if (cookie.isEmpty()) {
            LOG.warn("No shared session key (ARBITER_SESSION_KEY): sign-out and password changes cannot end copies "
                    + "of a session cookie");
        }
    }

    /** From the service's form authentication settings, which every service sets alike. */
    public static SessionIssueTimes fromConfig() {
        Config config = ConfigProvider.getConfig();
        return new SessionIssueTimes(config.getOptionalValue("quarkus.http.auth.session.encryption-key", String.class),
                config.getValue("quarkus.http.auth.form.timeout", Duration.class),
                config.getValue("quarkus.http.auth.form.cookie-name", String.class));
    }

    /**
     * When the request's session was issued; empty when it cannot be told (refuse the session). Without a
     * configured key, the current time: the session counts as current.
     */
    public Optional<Instant> of(AuthenticationRequest request) {
        if (cookie.isEmpty()) {
            return Optional.of(Instant.now());
        }
        return of(HttpSecurityUtils.getRoutingContextAttribute(request));
    }

    /** The same, for a request already past authentication (the CSRF check binds its tokens to it). */
    public Optional<Instant> of(RoutingContext context) {
        if (cookie.isEmpty()) {
            return Optional.of(Instant.now());
        }
        Cookie value = context == null ? null : context.request().getCookie(cookieName);
        return value == null ? Optional.empty() : cookie.get().issuedAt(value.getValue());
    }
}
