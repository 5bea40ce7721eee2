package dev.arbiter.submission.security;

import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.vertx.ext.web.RoutingContext;

/** The address a request came from, as the throttle keys it. */
final class ClientAddress {

    private ClientAddress() {
    }

    static String of(AuthenticationRequest request) {
        RoutingContext context = HttpSecurityUtils.getRoutingContextAttribute(request);
        if (context == null || context.request().remoteAddress() == null) {
            return "unknown";
        }
        return context.request().remoteAddress().hostAddress();
    }
}
