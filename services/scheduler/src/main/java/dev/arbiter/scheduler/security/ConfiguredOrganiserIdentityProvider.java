package dev.arbiter.scheduler.security;

import dev.arbiter.scheduler.config.SchedulerConfig;
import io.quarkus.runtime.StartupEvent;
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
 * Checks HTTP basic credentials against the one organiser in config ({@code arbiter.scheduler.organiser.*})
 * and grants role {@code organiser}, for scripts. Only when both its name and password are configured:
 * an unconfigured scheduler has no organiser, rather than one whose name anybody could pick. Endpoints only
 * ask for the role, so this provider can be swapped for OIDC on a cluster.
 */
@ApplicationScoped
public class ConfiguredOrganiserIdentityProvider implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private static final Logger LOG = Logger.getLogger(ConfiguredOrganiserIdentityProvider.class);

    private final SchedulerConfig config;

    public ConfiguredOrganiserIdentityProvider(SchedulerConfig config) {
        this.config = config;
    }

    void warnWhenDisabled(@Observes StartupEvent event) {
        if (config.organiser().username().isEmpty() || config.organiser().password().isEmpty()) {
            LOG.warn("No basic-auth organiser configured (ARBITER_SCHEDULER_ORGANISER_USERNAME and _PASSWORD): "
                    + "only sessions of accounts the submission service announced as organisers may organise");
        }
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request, AuthenticationRequestContext context) {
        String expected = config.organiser().password().orElse(null);
        if (expected == null || !config.organiser().username().map(request.getUsername()::equals).orElse(false)) {
            // Not an organiser this provider knows (or none configured): no identity rather than a failure,
            // so that a provider beside it may know the name (with none, Quarkus refuses the request all the same).
            return Uni.createFrom().nullItem();
        }
        boolean passwordMatches = MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), new String(request.getPassword().getPassword()).getBytes(StandardCharsets.UTF_8));
        if (!passwordMatches) {
            // No identity, not a failure: the organiser's name is one a contestant's session may also carry
            // (the submission service's sign-in vouches for that one); with no other provider, Quarkus refuses.
            return Uni.createFrom().nullItem();
        }
        return Uni.createFrom().item(QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(request.getUsername()))
                .addRole("organiser")
                .build());
    }
}
