package dev.arbiter.submission.security;

import dev.arbiter.submission.service.AccountService;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Restores the identity of a signed-in browser from its encrypted session cookie (form authentication
 * hands us the username). Reads the account each time, so a changed role or a deleted account takes
 * effect on the next request.
 */
@ApplicationScoped
public class SessionIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    private final AccountService accounts;

    public SessionIdentityProvider(AccountService accounts) {
        this.accounts = accounts;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> accounts.findByUsername(request.getPrincipal())
                .map(AccountIdentities::of)
                .orElseThrow(() -> new AuthenticationFailedException("account no longer exists")));
    }
}
