package dev.arbiter.web.csrf;

import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.Optional;

/**
 * Refuses a sign-in posted from another site (login CSRF: signing a visitor into the attacker's account, so
 * that what they upload lands there). Quarkus form authentication answers {@code POST /j_security_check}
 * itself, before any REST filter, and reads its form itself; so this is a route ahead of authentication and
 * checks what the browser says of the request's origin ({@link RequestOrigin}), not a token.
 */
@ApplicationScoped
public class SignInOriginCheck {

    /** Ahead of Quarkus's authentication (its security handlers run at orders -300 to -100). */
    static final int ORDER = -1_000;

    void install(@Observes Router router) {
        var config = ConfigProvider.getConfig();
        if (!config.getOptionalValue("quarkus.http.auth.form.enabled", Boolean.class).orElse(false)) {
            return; // a service that signs nobody in (scheduler, leaderboard) has no sign-in form to guard
        }
        String postLocation = config
                .getOptionalValue("quarkus.http.auth.form.post-location", String.class).orElse("/j_security_check");
        router.route(HttpMethod.POST, postLocation).order(ORDER).handler(routing -> {
            var http = routing.request();
            Optional<String> crossSite = RequestOrigin.refusal(http.scheme(), CsrfFilter.host(http),
                    http.getHeader("Sec-Fetch-Site"), http.getHeader("Origin"));
            if (crossSite.isPresent()) {
                routing.response().setStatusCode(403).putHeader("Content-Type", "text/plain; charset=utf-8")
                        .end("Sign-in refused: " + crossSite.get() + ".\n");
                return;
            }
            routing.next();
        });
    }
}
