package dev.arbiter.leaderboard.security;

import dev.arbiter.leaderboard.service.AccountSessions;
import dev.arbiter.web.auth.SealedApiTokenIdentityProvider;
import jakarta.enterprise.context.ApplicationScoped;

/** A personal API token's owner (role organiser only when the submission service announced the account as one), unless it was revoked. */
@ApplicationScoped
public class ApiTokenIdentityProvider extends SealedApiTokenIdentityProvider {

    private final AccountSessions accounts;

    public ApiTokenIdentityProvider(AccountSessions accounts) {
        this.accounts = accounts;
    }

    @Override
    protected boolean isRevoked(long tokenId) {
        return accounts.isTokenRevoked(tokenId);
    }

    @Override
    protected java.util.Set<String> rolesOf(String username) {
        return accounts.rolesOf(username);
    }
}
