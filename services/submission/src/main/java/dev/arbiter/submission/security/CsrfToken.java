package dev.arbiter.submission.security;

import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.RequestScoped;

/** The current request's CSRF token, for pages to put in their forms' hidden {@value CsrfProtection#FORM_FIELD} field. */
@RequestScoped
public class CsrfToken {

    private final RoutingContext routing;

    public CsrfToken(RoutingContext routing) {
        this.routing = routing;
    }

    public String value() {
        String token = routing.get(CsrfProtection.TOKEN_KEY);
        return token == null ? "" : token;
    }

    public String fieldName() {
        return CsrfProtection.FORM_FIELD;
    }
}
