package dev.arbiter.scheduler.security;

import dev.arbiter.scheduler.config.SchedulerConfig;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * Checks HTTP basic credentials against the one organiser account in config and grants role
 * {@code organiser}. A stop-gap until the submission service's accounts are shared: replacing this class
 * (or adding the shared identity provider beside it) changes nothing else, because endpoints only ask
 * for the role.
 */
@ApplicationScoped
public class ConfiguredOrganiserIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private static final Logger LOG = Logger.getLogger(ConfiguredOrganiserIdentityProvider.class);

    private final SchedulerConfig config;

    public ConfiguredOrganiserIdentityProvider(SchedulerConfig config) {
        this.config = config;
    }

    void warnWhenDisabled(@Observes StartupEvent event) {
        if (config.organiser().password().isEmpty()) {
            LOG.warn("No organiser password configured (ARBITER_SCHEDULER_ORGANISER_PASSWORD): organiser pages and API refuse everyone");
        }
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
        if (!config.organiser().username().equals(request.getUsername())) {
            // Not the account this provider knows: no identity rather than a failure, so that a provider
            // beside it may know the name (with none, Quarkus refuses the request all the same).
            return Uni.createFrom().nullItem();
        }
        String expected = config.organiser().password().orElse(null);
        boolean passwordMatches = expected != null && MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), new String(request.getPassword().getPassword()).getBytes(StandardCharsets.UTF_8));
        if (!passwordMatches) {
            return Uni.createFrom().failure(new AuthenticationFailedException());
        }
        return Uni.createFrom().item(QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(request.getUsername()))
                .addRole("organiser")
                .build());
    }
}
