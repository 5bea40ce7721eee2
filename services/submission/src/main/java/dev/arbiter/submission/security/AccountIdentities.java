package dev.arbiter.submission.security;

import dev.arbiter.submission.persistence.Account;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;

/** Builds the security identity of an account, whichever way it signed in. */
final class AccountIdentities {

    /** Identity attribute holding the account's database id. */
    static final String ACCOUNT_ID = "arbiter.account-id";

    private AccountIdentities() {
    }

    static SecurityIdentity of(Account account) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(account.username))
                .addRole(account.role)
                .addAttribute(ACCOUNT_ID, account.id)
                .build();
    }
}
