package dev.arbiter.scheduler.support;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Tests only: stands in for the submission service's sign-in, so a test gets a real {@code arbiter-session}
 * cookie (made by Quarkus form authentication with the shared key) by posting to {@code /j_security_check}.
 * Any username with the password {@value #PASSWORD} signs in, with no role: what a session grants is then
 * decided as in production, from the cookie's name alone.
 */
@ApplicationScoped
public class TestSignInIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    public static final String PASSWORD = "test-sign-in";

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
        if (!PASSWORD.equals(new String(request.getPassword().getPassword()))) {
            return Uni.createFrom().nullItem(); // not a test sign-in: the configured organiser's provider decides
        }
        return Uni.createFrom().item(QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(request.getUsername())).build());
    }
}
