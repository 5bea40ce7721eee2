package dev.arbiter.submission.service;

import dev.arbiter.submission.messaging.AccountRoleFacts;
import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.AccountRepository;
import dev.arbiter.submission.security.Roles;
import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Registers accounts, looks them up and changes their role. Passwords are kept only as bcrypt hashes.
 * Registration makes contestants only; an organiser is made by configuration (the bootstrap) or by another
 * organiser, and every role is announced to the other services as it commits.
 */
@ApplicationScoped
public class AccountService {

    public static final int MIN_PASSWORD_LENGTH = 8;

    private final AccountRepository accounts;
    private final ReservedUsernames reserved;
    private final AccountRoleFacts facts;

    public AccountService(AccountRepository accounts, ReservedUsernames reserved, AccountRoleFacts facts) {
        this.accounts = accounts;
        this.reserved = reserved;
        this.facts = facts;
    }

    /**
     * Registers a contestant: what anybody may do, so reserved names are refused.
     *
     * @throws jakarta.validation.ConstraintViolationException naming each field that breaks its rule
     * @throws AccountRefusedException naming what else is wrong with the request (a reserved or taken name)
     */
    @Transactional
    public Account register(@Username String username, @Password String password, @EmailAddress String email) {
        String name = normalised(username);
        if (reserved.contains(name)) {
            throw new AccountRefusedException("username", "The username " + name + " is reserved: please choose another.");
        }
        return create(name, password, email, Roles.CONTESTANT);
    }

    /** Creates the configured organiser; only the bootstrap calls this, so reserved names are allowed. */
    @Transactional
    public Account createOrganiser(@Username String username, @Password String password, @EmailAddress String email) {
        return create(normalised(username), password, email, Roles.ORGANISER);
    }

    /**
     * Makes an existing account an organiser (an organiser's action) and announces it.
     *
     * @return the account, or empty when there is none of that name
     */
    @Transactional
    public Optional<Account> makeOrganiser(String username) {
        Optional<Account> account = findByUsername(username == null ? null : username.strip());
        account.filter(a -> !Roles.ORGANISER.equals(a.role)).ifPresent(a -> {
            a.role = Roles.ORGANISER;
            a.roleChangedAt = Instant.now();
            facts.announce(a);
        });
        return account;
    }

    /** Announces every organiser again, for a consumer that started empty or missed a fact. */
    @Transactional
    public void announceOrganisers() {
        organisers().forEach(facts::announce);
    }

    @Transactional
    public List<Account> organisers() {
        return accounts.list("role = ?1 order by username", Roles.ORGANISER);
    }

    /**
     * Ends every session of the account, here and (through the announced fact) in every service that reads the
     * session cookie: a copy of the cookie stops working too. Sign-out calls this.
     */
    @Transactional
    public void endSessions(String username) {
        findByUsername(username).ifPresent(account -> {
            // Milliseconds: what the cookie and the fact carry, so "issued before" compares like with like.
            account.sessionsValidFrom = Instant.ofEpochMilli(System.currentTimeMillis());
            facts.announce(account);
        });
    }

    /**
     * Changes the password of a signed-in account that proves it knows the current one, and ends all its
     * sessions (whoever else holds one must sign in again, with the new password).
     *
     * @throws jakarta.validation.ConstraintViolationException when the new password breaks its rule
     * @throws AccountRefusedException when the current password is wrong
     */
    @Transactional
    public void changePassword(String username, String currentPassword, @Password String newPassword) {
        Account account = require(username);
        if (currentPassword == null || !BcryptUtil.matches(currentPassword, account.passwordHash)) {
            throw new AccountRefusedException("currentPassword", "The current password is not right.");
        }
        account.passwordHash = BcryptUtil.bcryptHash(newPassword);
        endSessions(username);
    }

    /** The fields' formats were checked by their constraints ({@link Username}, {@link Password}, {@link EmailAddress}). */
    private Account create(String name, String password, String email, String role) {
        if (accounts.findByUsername(name).isPresent()) {
            throw new AccountRefusedException("username", "The username " + name + " is taken.", true);
        }
        Account account = new Account();
        account.username = name;
        account.email = email.strip();
        account.passwordHash = BcryptUtil.bcryptHash(password);
        account.role = role;
        accounts.persist(account);
        if (Roles.ORGANISER.equals(role)) {
            facts.announce(account);
        }
        return account;
    }

    private static String normalised(String username) {
        return username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
    }

    @Transactional
    public Optional<Account> findByUsername(String username) {
        return username == null ? Optional.empty() : accounts.findByUsername(username.toLowerCase(Locale.ROOT));
    }

    /** The account of a signed-in principal; it exists, or authentication would have failed. */
    @Transactional
    public Account require(String username) {
        return findByUsername(username).orElseThrow(() -> new IllegalStateException("no account " + username));
    }
}
