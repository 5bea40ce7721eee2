package dev.arbiter.submission.security;

import dev.arbiter.submission.service.ApiTokenService;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import dev.arbiter.web.auth.ApiTokenRequest;
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
        return context.runBlocking(() -> tokens.live(request.token())
                .map(token -> QuarkusSecurityIdentity.builder(AccountIdentities.of(token.account))
                        .addAttribute(ApiTokenRequest.TOKEN_ID, token.id)
                        .build())
                .orElseThrow(() -> new AuthenticationFailedException("unknown or revoked API token")));
    }
}
