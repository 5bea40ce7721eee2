package dev.arbiter.scheduler.support;

import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Personal API tokens as the submission service issues them (the same library code under the %test session key),
 * or as someone without that key would forge them.
 */
public final class ApiTokens {

    private static final ApiTokenSeal PLATFORM = new ApiTokenSeal("test-only-session-key-test-only-session-key");
    /** Token ids as the submission service hands them out: never twice, whichever test asks. */
    private static final AtomicLong IDS = new AtomicLong(System.currentTimeMillis());

    private ApiTokens() {
    }

    /** A fresh token of this account, with its id. */
    public static Issued issue(String username) {
        long id = IDS.incrementAndGet();
        return new Issued(id, PLATFORM.mint(new ApiTokenClaims(id, id, username)));
    }

    /** A well-formed token for this account sealed with a key that is not the platform's. */
    public static String forged(String username) {
        try {
            byte[] otherKey = MessageDigest.getInstance("SHA-256").digest("not the platform's key".getBytes(StandardCharsets.UTF_8));
            long id = IDS.incrementAndGet();
            return new ApiTokenSeal(otherKey).mint(new ApiTokenClaims(id, id, username));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A token and its id, which a revocation names. */
    public record Issued(long id, String token) {

        public String bearer() {
            return "Bearer " + token;
        }
    }
}
