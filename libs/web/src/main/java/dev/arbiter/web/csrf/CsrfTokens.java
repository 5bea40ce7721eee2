package dev.arbiter.web.csrf;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

/**
 * Mints and checks CSRF tokens: an HMAC-SHA256 of a {@link CsrfBinding} under a key every service derives the
 * same way from the shared session key ({@link #deriveKey}), so a token one service put in a page is accepted by
 * any other for the same session, and no new secret has to be distributed.
 *
 * <p>Forms: {@code s.<issued-at ms>.<mac>} for a session, {@code u.<mac>} for basic credentials,
 * {@code p.<mac>} for a pre-session cookie. A session token names the issue time it was minted under because
 * {@code SessionRenewal} renews the session cookie (a new issue time) while a page is open; it is accepted while that time is
 * not after the session's current one and at most {@code lifetime} before it.
 */
public final class CsrfTokens {

    /** Distinguishes this key from every other use of the session key (the cookie's AES key is a plain SHA-256). */
    private static final String KEY_LABEL = "arbiter csrf token key v1";
    /** How far a token's issue time may lie after the session's (clocks of different replicas). */
    private static final Duration CLOCK_SKEW = Duration.ofMinutes(1);

    private final SecretKeySpec key;
    private final Duration lifetime;

    /**
     * @param key      32 bytes, from {@link #deriveKey}
     * @param lifetime how long a session token stays valid across renewals of its session
     */
    public CsrfTokens(byte[] key, Duration lifetime) {
        this.key = new SecretKeySpec(key.clone(), "HmacSHA256");
        this.lifetime = lifetime;
    }

    /** The CSRF key of the platform: HMAC-SHA256 of a fixed label under the shared session key. */
    public static byte[] deriveKey(String sessionKey) {
        return hmac(new SecretKeySpec(sessionKey.getBytes(StandardCharsets.UTF_8), "HmacSHA256"), KEY_LABEL);
    }

    /** The token for forms of a request with this binding. */
    public String mint(CsrfBinding binding) {
        return switch (binding) {
            case CsrfBinding.Session s -> "s." + s.issuedAt().toEpochMilli() + "." + mac(session(s.username(), s.issuedAt().toEpochMilli()));
            case CsrfBinding.Credentials c -> "u." + mac("credentials\0" + c.username());
            case CsrfBinding.PreSession p -> p.cookieValue() == null ? "" : "p." + mac("pre-session\0" + p.cookieValue());
        };
    }

    /** Whether {@code token} was minted by a service of this platform for this binding, and is still current. */
    public boolean accepts(CsrfBinding binding, String token) {
        if (token == null || token.isEmpty()) {
            return false;
        }
        if (binding instanceof CsrfBinding.Session s) {
            return acceptsForSession(s, token);
        }
        String expected = mint(binding);
        return !expected.isEmpty() && equal(expected, token);
    }

    private boolean acceptsForSession(CsrfBinding.Session session, String token) {
        String[] parts = token.split("\\.", -1);
        if (parts.length != 3 || !parts[0].equals("s") || session.issuedAt() == null) {
            return false;
        }
        long minted;
        try {
            minted = Long.parseLong(parts[1]);
        } catch (NumberFormatException e) {
            return false;
        }
        if (!equal(mac(session(session.username(), minted)), parts[2])) {
            return false;
        }
        Instant mintedAt = Instant.ofEpochMilli(minted);
        return !mintedAt.isAfter(session.issuedAt().plus(CLOCK_SKEW)) && !mintedAt.isBefore(session.issuedAt().minus(lifetime));
    }

    private static String session(String username, long issuedAtMillis) {
        return "session\0" + username + "\0" + issuedAtMillis;
    }

    private String mac(String message) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(hmac(key, message));
    }

    private static byte[] hmac(SecretKeySpec key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac.doFinal(message.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    private static boolean equal(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
