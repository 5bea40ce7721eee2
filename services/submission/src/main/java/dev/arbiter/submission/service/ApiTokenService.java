package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.ApiToken;
import dev.arbiter.submission.persistence.ApiTokenRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import static java.nio.charset.StandardCharsets.US_ASCII;

/**
 * Personal API tokens: 256 random bits, shown once, stored as SHA-256, revocable by their owner.
 * A fast hash is enough for values this random: no dictionary can guess them.
 */
@ApplicationScoped
public class ApiTokenService {

    /** Prefix that makes a leaked token easy to recognise in logs and secret scanners. */
    static final String PREFIX = "arb_";
    private final SecureRandom random = new SecureRandom();
    private final ApiTokenRepository tokens;

    public ApiTokenService(ApiTokenRepository tokens) {
        this.tokens = tokens;
    }

    /** A new token for {@code owner}; the returned plain value is never stored. */
    @Transactional
    public IssuedToken issue(Account owner, String label) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String plain = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        ApiToken token = new ApiToken();
        token.account = owner;
        token.tokenSha256 = sha256(plain);
        token.label = label == null || label.isBlank() ? "api token" : label.strip();
        tokens.persist(token);
        return new IssuedToken(token.id, plain, token.label, token.createdAt);
    }

    /** The owner of a live token, noting its use. */
    @Transactional
    public Optional<Account> accountOf(String plain) {
        if (plain == null || !plain.startsWith(PREFIX)) {
            return Optional.empty();
        }
        return tokens.findLiveByHash(sha256(plain)).map(token -> {
            token.lastUsedAt = Instant.now();
            return token.account;
        });
    }

    @Transactional
    public List<ApiToken> listOwnedBy(Account owner) {
        return tokens.listOwnedBy(owner);
    }

    /**
     * Revokes a token of {@code owner}.
     *
     * @return false when {@code owner} has no such token (someone else's tokens are not there to revoke)
     */
    @Transactional
    public boolean revoke(Account owner, long tokenId) {
        ApiToken token = tokens.findById(tokenId);
        if (token == null || !token.account.id.equals(owner.id)) {
            return false;
        }
        if (token.revokedAt == null) {
            token.revokedAt = Instant.now();
        }
        return true;
    }

    static String sha256(String plain) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(plain.getBytes(US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** A token as its owner sees it once, at creation. */
    public record IssuedToken(long id, String token, String label, Instant createdAt) {
    }
}
