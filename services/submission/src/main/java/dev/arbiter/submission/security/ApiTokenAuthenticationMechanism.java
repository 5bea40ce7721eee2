package dev.arbiter.submission.security;

import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.quarkus.security.AuthenticationFailedException;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Set;

/**
 * {@code Authorization: Bearer <token>} with a personal API token, for scripts and {@code ./arbiter submit}.
 * HTTP basic credentials are accepted only by {@code POST /api/tokens}, to create such a token: anywhere else
 * this mechanism refuses them (401) before basic authentication sees them, so a password is never a way to call
 * the API, and a browser that remembers one cannot be made to use it anywhere but there.
 *
 * <p>It also decides how the API asks for credentials: a script calling {@code /api/...} without them gets
 * {@code 401} with a {@code WWW-Authenticate} header, never the sign-in page's redirect that browsers get.
 * It runs before form and basic authentication, which still handle requests without a bearer token.
 */
@ApplicationScoped
public class ApiTokenAuthenticationMechanism implements HttpAuthenticationMechanism {

    private static final String BEARER = "Bearer ";
    private static final String BASIC = "Basic ";
    private static final String TOKENS_PATH = "/api/tokens";
    private static final String WWW_AUTHENTICATE = "WWW-Authenticate";

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identityProviderManager) {
        String header = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (header != null && header.regionMatches(true, 0, BASIC, 0, BASIC.length()) && !createsAToken(context)) {
            return Uni.createFrom().failure(new AuthenticationFailedException(
                    "basic auth is accepted only by POST /api/tokens: use the API token it gives as a bearer token"));
        }
        if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return Uni.createFrom().optional(java.util.Optional.empty());
        }
        String token = header.substring(BEARER.length()).strip();
        return identityProviderManager.authenticate(
                HttpSecurityUtils.setRoutingContextAttribute(new ApiTokenAuthenticationRequest(token), context));
    }

    private static boolean createsAToken(RoutingContext context) {
        return context.request().method() == HttpMethod.POST && TOKENS_PATH.equals(context.normalizedPath());
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        String path = context.normalizedPath();
        if (createsAToken(context)) {
            // Tokens are created with the account password.
            return Uni.createFrom().item(new ChallengeData(401, WWW_AUTHENTICATE, "Basic realm=\"arbiter\""));
        }
        if (path.startsWith("/api/") || context.request().getHeader(HttpHeaders.AUTHORIZATION) != null) {
            return Uni.createFrom().item(new ChallengeData(401, WWW_AUTHENTICATE, "Bearer realm=\"arbiter\""));
        }
        // Pages: let form authentication redirect to the sign-in page.
        return Uni.createFrom().nullItem();
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(ApiTokenAuthenticationRequest.class);
    }

    @Override
    public int getPriority() {
        return DEFAULT_PRIORITY + 2000;
    }
}
