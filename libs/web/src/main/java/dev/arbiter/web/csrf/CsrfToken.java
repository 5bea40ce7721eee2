package dev.arbiter.web.csrf;

import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.RequestScoped;

/** The current request's CSRF token, for pages to put in their forms' hidden {@value CsrfFilter#FIELD} field. */
@RequestScoped
public class CsrfToken {

    private final RoutingContext routing;
    private final CsrfGuard guard;

    public CsrfToken(RoutingContext routing, CsrfGuard guard) {
        this.routing = routing;
        this.guard = guard;
    }

    public String value() {
        return guard.tokenFor(routing);
    }

    public String fieldName() {
        return CsrfFilter.FIELD;
    }
}
