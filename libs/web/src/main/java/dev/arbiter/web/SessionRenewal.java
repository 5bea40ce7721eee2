package dev.arbiter.web;

import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * Slides the platform's session: a request whose session is past half its lifetime gets a fresh cookie, so a
 * user who keeps working stays signed in on every service's pages, not only on the submission service's. Each
 * service's session identity provider calls {@link #renewIfDue} once it has accepted the session (the account
 * exists and did not end its sessions since), so an ended session is never renewed.
 *
 * <p>The renewed cookie is the one the submission service's form sign-in wrote ({@link SessionCookie}'s format)
 * with the same attributes, read from the same {@code quarkus.http.auth.form.*} settings: name, path, SameSite,
 * HttpOnly, Max-Age and domain; Secure when the visitor used https. A name with the {@code __Host-} prefix is
 * always Secure, on path {@code /} and without a domain, as browsers require of it. Renewing at half the lifetime
 * rather than on every request keeps the cookie stable while a page's requests run in parallel.
 */
public final class SessionRenewal {

    private static final String HOST_PREFIX = "__Host-";

    private final Optional<SessionCookie> sessions;
    private final Duration timeout;
    private final Attributes attributes;

    /**
     * What the renewed cookie looks like: the form authentication settings of the service.
     *
     * @param name     quarkus.http.auth.form.cookie-name
     * @param path     quarkus.http.auth.form.cookie-path
     * @param domain   quarkus.http.auth.form.cookie-domain
     * @param sameSite quarkus.http.auth.form.cookie-same-site
     * @param httpOnly quarkus.http.auth.form.http-only-cookie
     * @param maxAge   quarkus.http.auth.form.cookie-max-age
     */
    public record Attributes(String name, String path, Optional<String> domain, CookieSameSite sameSite,
                             boolean httpOnly, Optional<Duration> maxAge) {
    }

    /**
     * @param sessionKey the shared session key; without one nobody's session can be read, so none is renewed
     * @param timeout    quarkus.http.auth.form.timeout, the session's lifetime
     */
    public SessionRenewal(Optional<String> sessionKey, Duration timeout, Attributes attributes) {
        this.sessions = sessionKey.filter(key -> key.length() >= 16).map(key -> new SessionCookie(key, timeout));
        this.timeout = timeout;
        this.attributes = attributes;
    }

    /** From the service's form authentication settings, which every service sets alike. */
    public static SessionRenewal fromConfig() {
        Config config = ConfigProvider.getConfig();
        String prefix = "quarkus.http.auth.form.";
        var attributes = new Attributes(
                config.getValue(prefix + "cookie-name", String.class),
                config.getOptionalValue(prefix + "cookie-path", String.class).orElse("/"),
                config.getOptionalValue(prefix + "cookie-domain", String.class),
                CookieSameSite.valueOf(config.getOptionalValue(prefix + "cookie-same-site", String.class)
                        .orElse("strict").toUpperCase(Locale.ROOT)),
                config.getOptionalValue(prefix + "http-only-cookie", Boolean.class).orElse(false),
                config.getOptionalValue(prefix + "cookie-max-age", Duration.class));
        return new SessionRenewal(config.getOptionalValue("quarkus.http.auth.session.encryption-key", String.class),
                config.getValue(prefix + "timeout", Duration.class), attributes);
    }

    /** For an identity provider that has just accepted the session of {@code request}. */
    public void renewIfDue(AuthenticationRequest request) {
        renewIfDue(HttpSecurityUtils.getRoutingContextAttribute(request), Instant.now());
    }

    /** Adds a renewed session cookie to the response when the request's session is due for one. */
    public void renewIfDue(RoutingContext context, Instant now) {
        if (context == null) {
            return;
        }
        Cookie current = context.request().getCookie(attributes.name());
        if (current == null) {
            return;
        }
        boolean https = "https".equalsIgnoreCase(context.request().scheme());
        renewal(current.getValue(), https, now).ifPresent(context.response()::addCookie);
    }

    /**
     * The cookie that renews the session in {@code cookieValue} at {@code now}: present only when the session is
     * readable, not yet expired and at least half its lifetime old.
     */
    public Optional<Cookie> renewal(String cookieValue, boolean https, Instant now) {
        return sessions.flatMap(cookie -> cookie.read(cookieValue))
                .filter(session -> !session.expiredAt(now))
                .filter(session -> !now.isBefore(session.issuedAt().plus(timeout.dividedBy(2))))
                .map(session -> cookie(sessions.get().issue(session.username(), now), https));
    }

    /**
     * The cookie that deletes the session cookie from a browser (sign-out, password change): the same name, path
     * and domain with Max-Age 0. A browser ignores a Set-Cookie for a {@code __Host-} name that is not Secure, so a
     * plain expired cookie would leave that one in place.
     */
    public Cookie ended(boolean https) {
        return cookie("", https).setMaxAge(0);
    }

    private Cookie cookie(String value, boolean https) {
        boolean hostOnly = attributes.name().startsWith(HOST_PREFIX);
        Cookie cookie = Cookie.cookie(attributes.name(), value)
                .setPath(hostOnly ? "/" : attributes.path())
                .setSameSite(attributes.sameSite())
                .setHttpOnly(attributes.httpOnly())
                .setSecure(https || hostOnly);
        attributes.maxAge().filter(age -> !age.isNegative() && !age.isZero())
                .ifPresent(age -> cookie.setMaxAge(age.toSeconds()));
        if (!hostOnly) {
            attributes.domain().ifPresent(cookie::setDomain);
        }
        return cookie;
    }
}
