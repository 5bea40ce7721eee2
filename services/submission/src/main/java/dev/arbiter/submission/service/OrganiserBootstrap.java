package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.security.Roles;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * Creates the configured organiser account at startup if it does not exist, then announces every organiser
 * ({@code account.role}) so a scheduler that starts empty learns them. Registration only makes contestants,
 * so without this no one could ever act as an organiser on a fresh installation; without a configured
 * organiser there is none until one is configured.
 */
@ApplicationScoped
public class OrganiserBootstrap {

    private static final Logger LOG = Logger.getLogger(OrganiserBootstrap.class);

    void onStart(@Observes StartupEvent event, SubmissionConfig config, AccountService accounts) {
        var organiser = config.bootstrapOrganiser();
        if (organiser.username().isPresent() && organiser.password().isPresent()) {
            String username = organiser.username().get();
            var existing = accounts.findByUsername(username);
            if (existing.isEmpty()) {
                accounts.createOrganiser(username, organiser.password().get(), username + "@localhost.invalid");
                LOG.infof("Created organiser account %s", username);
            } else if (!Roles.ORGANISER.equals(existing.get().role)) {
                // Registered by someone before the name was reserved: the name alone makes no one an organiser.
                LOG.warnf("Account %s exists as a %s, not the configured organiser: left as it is", username, existing.get().role);
            }
        }
        accounts.announceOrganisers();
    }
}
