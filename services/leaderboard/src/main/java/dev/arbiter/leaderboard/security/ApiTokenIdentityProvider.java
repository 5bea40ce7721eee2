package dev.arbiter.leaderboard.security;

import dev.arbiter.leaderboard.service.AccountSessions;
import dev.arbiter.web.auth.SealedApiTokenIdentityProvider;
import jakarta.enterprise.context.ApplicationScoped;

/** A personal API token's owner (no roles: the name only decides whose stderr shows), unless it was revoked. */
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
}
