package dev.arbiter.web.csrf;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;

import java.security.SecureRandom;
import java.util.Base64;

/** The anonymous visitor's pre-session cookie: a random value the visitor's CSRF tokens are bound to. */
final class CsrfCookie {

    /** The cookie's name over https. */
    static final String SECURE_NAME = "__Host-arbiter-csrf";
    private static final int VALUE_BYTES = 32;
    private static final int VALUE_LENGTH = 43;

    private final SecureRandom random = new SecureRandom();
    private final String plainName;

    CsrfCookie(String plainName) {
        this.plainName = plainName;
    }

    /** The cookie's name for this request: prefixed and Secure over https, the configured plain name otherwise. */
    String nameFor(RoutingContext routing) {
        return isSecure(routing) ? SECURE_NAME : plainName;
    }

    /** The request's cookie value, or null when it has none we made. */
    String valueOf(RoutingContext routing) {
        Cookie cookie = routing.request().getCookie(nameFor(routing));
        return cookie == null || cookie.getValue().length() != VALUE_LENGTH ? null : cookie.getValue();
    }

    String newValue() {
        byte[] bytes = new byte[VALUE_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** HttpOnly (no script needs it), SameSite=Strict, host-only, path /; Secure over https. */
    void set(RoutingContext routing, String value) {
        routing.response().addCookie(Cookie.cookie(nameFor(routing), value)
                .setPath("/")
                .setHttpOnly(true)
                .setSameSite(CookieSameSite.STRICT)
                .setSecure(isSecure(routing)));
    }

    /** The scheme the visitor used: behind a trusted proxy, Quarkus has already applied its X-Forwarded-Proto. */
    private static boolean isSecure(RoutingContext routing) {
        return "https".equalsIgnoreCase(routing.request().scheme());
    }
}
