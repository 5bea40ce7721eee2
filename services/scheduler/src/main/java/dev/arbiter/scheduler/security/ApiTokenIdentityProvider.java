package dev.arbiter.scheduler.security;

import dev.arbiter.scheduler.service.AccountRoles;
import dev.arbiter.web.auth.SealedApiTokenIdentityProvider;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Set;

/**
 * A personal API token's owner, unless the submission service revoked the token. Role {@code organiser} as for a
 * session: only when the submission service announced the account as one ({@link AccountRoles}), never from the
 * token or the name, so a demotion applies to tokens already issued.
 */
@ApplicationScoped
public class ApiTokenIdentityProvider extends SealedApiTokenIdentityProvider {

    private final AccountRoles accounts;

    public ApiTokenIdentityProvider(AccountRoles accounts) {
        this.accounts = accounts;
    }

    @Override
    protected boolean isRevoked(long tokenId) {
        return accounts.isTokenRevoked(tokenId);
    }

    @Override
    protected Set<String> rolesOf(String username) {
        return accounts.isOrganiser(username) ? Set.of("organiser") : Set.of();
    }
}
