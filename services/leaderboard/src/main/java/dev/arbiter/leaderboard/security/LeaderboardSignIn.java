package dev.arbiter.leaderboard.security;

import dev.arbiter.web.auth.SharedSignIn;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The leaderboard signs nobody in: it reads the submission service's session cookie and API tokens
 * ({@link SharedSignIn}); {@link SessionCookieIdentityProvider} and {@link ApiTokenIdentityProvider} decide
 * whether they are still good.
 */
@ApplicationScoped
public class LeaderboardSignIn extends SharedSignIn {
}
