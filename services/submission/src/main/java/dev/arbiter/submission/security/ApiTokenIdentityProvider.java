package dev.arbiter.submission.security;

import dev.arbiter.submission.service.ApiTokenService;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/** Turns a live personal API token into its owner's identity; revoked and unknown tokens fail. */
@ApplicationScoped
public class ApiTokenIdentityProvider implements IdentityProvider<ApiTokenAuthenticationRequest> {

    private final ApiTokenService tokens;

    public ApiTokenIdentityProvider(ApiTokenService tokens) {
        this.tokens = tokens;
    }

    @Override
    public Class<ApiTokenAuthenticationRequest> getRequestType() {
        return ApiTokenAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(ApiTokenAuthenticationRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> tokens.accountOf(request.token())
                .map(AccountIdentities::of)
                .orElseThrow(() -> new AuthenticationFailedException("unknown or revoked API token")));
    }
}
