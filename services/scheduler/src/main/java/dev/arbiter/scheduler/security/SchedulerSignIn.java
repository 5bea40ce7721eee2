package dev.arbiter.scheduler.security;

import dev.arbiter.web.auth.SharedSignIn;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The scheduler signs nobody in: it reads the submission service's session cookie and API tokens
 * ({@link SharedSignIn}); {@link SessionOrganiserIdentityProvider} and {@link ApiTokenIdentityProvider} decide
 * what they grant.
 */
@ApplicationScoped
public class SchedulerSignIn extends SharedSignIn {
}
