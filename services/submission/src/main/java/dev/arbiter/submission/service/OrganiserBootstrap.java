package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.security.Roles;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * Creates the configured organiser account at startup if it does not exist. Registration only makes
 * contestants, so without this no one could ever act as an organiser on a fresh installation.
 */
@ApplicationScoped
public class OrganiserBootstrap {

    private static final Logger LOG = Logger.getLogger(OrganiserBootstrap.class);

    void onStart(@Observes StartupEvent event, SubmissionConfig config, AccountService accounts) {
        var organiser = config.bootstrapOrganiser();
        if (organiser.username().isEmpty() || organiser.password().isEmpty()) {
            return;
        }
        String username = organiser.username().get();
        if (accounts.findByUsername(username).isEmpty()) {
            accounts.register(username, organiser.password().get(), username + "@localhost.invalid", Roles.ORGANISER);
            LOG.infof("Created organiser account %s", username);
        }
    }
}
