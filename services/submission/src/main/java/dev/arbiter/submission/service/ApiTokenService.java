package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.ApiToken;
import dev.arbiter.submission.persistence.ApiTokenRepository;
import dev.arbiter.submission.messaging.AccountRoleFacts;
import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import static java.nio.charset.StandardCharsets.US_ASCII;

/**
 * Personal API tokens, shown once, stored as SHA-256, revocable by their owner. A token carries its own id and
 * owner under the platform's seal ({@link ApiTokenSeal}), so the scheduler and the leaderboard verify it without
 * asking us; a revocation is announced to them on {@code account.role} ({@link AccountRoleFacts}). Here the
 * stored hash stays the authority: a token we did not store, or revoked, is refused at once.
 * A fast hash is enough for values no dictionary can guess.
 */
@ApplicationScoped
public class ApiTokenService {

    private static final Logger LOG = Logger.getLogger(ApiTokenService.class);
    private final SecureRandom random = new SecureRandom();
    private final ApiTokenRepository tokens;
    private final AccountRoleFacts facts;
    private final ApiTokenSeal seal;

    public ApiTokenService(ApiTokenRepository tokens, AccountRoleFacts facts,
                           @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") Optional<String> sessionKey) {
        this.tokens = tokens;
        this.facts = facts;
        this.seal = sessionKey.filter(key -> key.length() >= 16).map(ApiTokenSeal::new).orElseGet(() -> {
            // Without the shared key no other service could verify a token anyway; ours still works (by its hash).
            LOG.warn("No shared session key (ARBITER_SESSION_KEY): API tokens work with this service only");
            byte[] key = new byte[32];
            random.nextBytes(key);
            return new ApiTokenSeal(key);
        });
    }

    /** A new token for {@code owner}; the returned plain value is never stored. */
    @Transactional
    public IssuedToken issue(Account owner, String label) {
        byte[] placeholder = new byte[32];
        random.nextBytes(placeholder);
        ApiToken token = new ApiToken();
        token.account = owner;
        // The token names its own id, which the row gets only when inserted: a random stand-in hash until then.
        token.tokenSha256 = sha256(HexFormat.of().formatHex(placeholder));
        token.label = label == null || label.isBlank() ? "api token" : label.strip();
        tokens.persistAndFlush(token);
        String plain = seal.mint(new ApiTokenClaims(token.id, owner.id, owner.username));
        token.tokenSha256 = sha256(plain);
        return new IssuedToken(token.id, plain, token.label, token.createdAt);
    }

    /** The live token with this value, its owner loaded, noting its use. */
    @Transactional
    public Optional<ApiToken> live(String plain) {
        if (plain == null || !plain.startsWith(ApiTokenSeal.PREFIX)) {
            return Optional.empty();
        }
        return tokens.findLiveByHash(sha256(plain)).map(token -> {
            token.lastUsedAt = Instant.now();
            return token;
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
            tokens.flush();
            facts.announce(token.account); // so that the services verifying tokens by their seal refuse it too
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
