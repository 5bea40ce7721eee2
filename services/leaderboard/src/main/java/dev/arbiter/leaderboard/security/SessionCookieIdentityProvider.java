package dev.arbiter.leaderboard.security;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Signed-in contestants carry the platform's session cookie ({@code arbiter-session}), which the
 * submission service's form sign-in sets, encrypted with the shared session key. Form authentication
 * decrypts it and hands over the username; a cookie that decrypts was made with the shared key, so the
 * username is trusted as it is. The leaderboard needs nothing more (no roles): it only decides whose
 * stderr a viewer may read.
 */
@ApplicationScoped
public class SessionCookieIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        return Uni.createFrom().item(QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(request.getPrincipal()))
                .build());
    }
}
