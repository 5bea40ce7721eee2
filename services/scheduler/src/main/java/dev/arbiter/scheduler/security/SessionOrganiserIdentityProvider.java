package dev.arbiter.scheduler.security;

import dev.arbiter.scheduler.config.SchedulerConfig;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Turns the platform's browser session into an identity. Form authentication has already decrypted the
 * submission service's session cookie (the services share its key) and hands over the user name; the
 * organiser's name gets role {@code organiser}, everyone else is just signed in. Accounts and passwords stay
 * in the submission service: nothing here can create a session, only read one.
 */
@ApplicationScoped
public class SessionOrganiserIdentityProvider implements IdentityProvider<TrustedAuthenticationRequest> {

    private final SchedulerConfig config;

    public SessionOrganiserIdentityProvider(SchedulerConfig config) {
        this.config = config;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        var identity = QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(request.getPrincipal()));
        if (config.organiser().username().equals(request.getPrincipal())) {
            identity.addRole("organiser");
        }
        return Uni.createFrom().item(identity.build());
    }
}
