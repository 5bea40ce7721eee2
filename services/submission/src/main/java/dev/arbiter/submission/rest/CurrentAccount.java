package dev.arbiter.submission.rest;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.service.AccountService;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;

import java.util.Optional;

/** The account behind the current request, whichever way it authenticated (session, token, basic). */
@RequestScoped
public class CurrentAccount {

    private final SecurityIdentity identity;
    private final AccountService accounts;

    public CurrentAccount(SecurityIdentity identity, AccountService accounts) {
        this.identity = identity;
        this.accounts = accounts;
    }

    /** The signed-in account; call only where authentication is required. */
    public Account get() {
        return accounts.require(identity.getPrincipal().getName());
    }

    public Optional<Account> find() {
        return identity.isAnonymous() ? Optional.empty() : accounts.findByUsername(identity.getPrincipal().getName());
    }
}
