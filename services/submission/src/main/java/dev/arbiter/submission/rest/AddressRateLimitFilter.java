package dev.arbiter.submission.rest;

import dev.arbiter.submission.security.AddressRateLimits;
import dev.arbiter.web.edge.ClientAddresses;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

import java.time.Duration;
import java.util.Optional;

/**
 * Refuses (429, with Retry-After) a client address that registers accounts or creates API tokens faster than
 * {@link AddressRateLimits} allows, through the API and the web forms alike. Pre-matching, so a refused request
 * costs no body parsing, password hashing or database work. The address is the gateway's caller
 * ({@link ClientAddresses}), not the gateway's own, nor one a local process claims.
 */
public class AddressRateLimitFilter {

    private final AddressRateLimits limits;
    private final ClientAddresses addresses;

    public AddressRateLimitFilter(AddressRateLimits limits, ClientAddresses addresses) {
        this.limits = limits;
        this.addresses = addresses;
    }

    @ServerRequestFilter(preMatching = true)
    public Response limit(ContainerRequestContext request, RoutingContext routing) {
        if (!"POST".equals(request.getMethod())) {
            return null;
        }
        String path = routing.normalizedPath();
        String address = addresses.of(routing);
        Optional<Duration> wait = switch (path) {
            case "/api/accounts", "/api/accounts/", "/register", "/register/" -> limits.registration(address);
            case "/api/tokens", "/api/tokens/", "/tokens", "/tokens/" -> limits.tokenCreation(address);
            default -> Optional.empty();
        };
        return wait.map(w -> refusal(path, w)).orElse(null);
    }

    private static Response refusal(String path, Duration wait) {
        long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
        String message = "Too many requests of this kind from your address. Try again in " + minutes
                + (minutes == 1 ? " minute." : " minutes.");
        Response.ResponseBuilder response = path.startsWith("/api/")
                ? Response.fromResponse(Problems.response(ProblemType.RATE_LIMITED, 429, message, path))
                : Response.status(429).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                        .entity("<!DOCTYPE html><title>Too many requests</title><p>" + message + "</p><p><a href=\"/\">Home</a></p>");
        return response.header("Retry-After", Long.toString(Math.max(1, wait.toSeconds()))).build();
    }
}
