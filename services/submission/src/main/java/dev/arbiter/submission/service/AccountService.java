package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.AccountRepository;
import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Registers accounts and looks them up. Passwords are kept only as bcrypt hashes. */
@ApplicationScoped
public class AccountService {

    public static final int MIN_PASSWORD_LENGTH = 8;
    private static final Pattern USERNAME = Pattern.compile("[a-z][a-z0-9_-]{2,31}");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    private final AccountRepository accounts;

    public AccountService(AccountRepository accounts) {
        this.accounts = accounts;
    }

    /**
     * @throws AccountRefusedException naming what is wrong with the request
     */
    @Transactional
    public Account register(String username, String password, String email, String role) {
        String name = username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
        if (!USERNAME.matcher(name).matches()) {
            throw new AccountRefusedException("username", "A username is 3 to 32 characters: lower-case letters, digits, - and _, starting with a letter.");
        }
        if (password == null || password.length() < MIN_PASSWORD_LENGTH) {
            throw new AccountRefusedException("password", "A password has at least " + MIN_PASSWORD_LENGTH + " characters.");
        }
        if (password.length() > 72) {
            // bcrypt ignores everything after 72 bytes; refusing is clearer than silently truncating.
            throw new AccountRefusedException("password", "A password has at most 72 characters.");
        }
        if (email == null || !EMAIL.matcher(email.strip()).matches()) {
            throw new AccountRefusedException("email", "Please give an e-mail address such as ada@example.org.");
        }
        if (accounts.findByUsername(name).isPresent()) {
            throw new AccountRefusedException("username", "The username " + name + " is taken.", true);
        }
        Account account = new Account();
        account.username = name;
        account.email = email.strip();
        account.passwordHash = BcryptUtil.bcryptHash(password);
        account.role = role;
        accounts.persist(account);
        return account;
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
