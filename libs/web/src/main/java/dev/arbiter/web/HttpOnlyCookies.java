package dev.arbiter.web;

import io.vertx.core.MultiMap;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.List;
import java.util.Locale;

/**
 * Every cookie a service sets is HttpOnly: no script of ours reads a cookie (the pages' scripts send the CSRF token
 * from a form field, never from {@code document.cookie}), so no script, ours or injected, needs to. Quarkus's form
 * authentication sets its {@code quarkus-redirect-location} cookie (the page to return to after signing in) without
 * the attribute whatever {@code quarkus.http.auth.form.http-only-cookie} says; this route, ahead of every other,
 * adds it as the headers are written: to that cookie, which waits in the response's cookie jar until after the
 * headers-end handlers have run (so it is taken out and put back), and to any Set-Cookie header that lacks it.
 */
@ApplicationScoped
public class HttpOnlyCookies {

    /** Ahead of everything, Quarkus's authentication (orders -300 to -100) included. */
    static final int ORDER = Integer.MIN_VALUE;

    void install(@Observes Router router) {
        String location = ConfigProvider.getConfig()
                .getOptionalValue("quarkus.http.auth.form.location-cookie", String.class).orElse("quarkus-redirect-location");
        router.route().order(ORDER).handler(routing -> {
            routing.addHeadersEndHandler(ignored -> {
                var response = routing.response();
                for (Cookie cookie : response.removeCookies(location, false)) {
                    response.addCookie(cookie.setHttpOnly(true));
                }
                addHttpOnly(response.headers());
            });
            routing.next();
        });
    }

    static void addHttpOnly(MultiMap headers) {
        List<String> cookies = headers.getAll("Set-Cookie");
        if (cookies.isEmpty() || cookies.stream().allMatch(HttpOnlyCookies::isHttpOnly)) {
            return;
        }
        headers.remove("Set-Cookie");
        cookies.forEach(cookie -> headers.add("Set-Cookie", isHttpOnly(cookie) ? cookie : cookie + "; HttpOnly"));
    }

    private static boolean isHttpOnly(String cookie) {
        for (String attribute : cookie.split(";")) {
            if (attribute.strip().toLowerCase(Locale.ROOT).equals("httponly")) {
                return true;
            }
        }
        return false;
    }
}
