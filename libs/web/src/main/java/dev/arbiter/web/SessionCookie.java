package dev.arbiter.web;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * When the platform's session cookie was issued, so that a service can refuse a session its account ended
 * (sign-out, password change) while the cookie itself is still within its lifetime.
 *
 * <p>The cookie is Quarkus form authentication's ({@code PersistentLoginManager}): base64 of an IV length byte,
 * the IV and AES-GCM ciphertext, under SHA-256 of the shared session key, of {@code "<expiry ms>:<username>"},
 * where the expiry is the time it was issued (or last renewed) plus the form timeout. Quarkus hands the
 * identity providers only the username, so we read the expiry ourselves. A cookie we cannot read counts as
 * issued at no known time: the caller refuses it, so a change of format fails closed (and tests show it).
 *
 * <p>Every service must configure the same form timeout ({@code quarkus.http.auth.form.timeout}), or the
 * issue times they compute disagree.
 */
public final class SessionCookie {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;
    private final Duration timeout;

    /**
     * @param sessionKey the shared session key (quarkus.http.auth.session.encryption-key)
     * @param timeout    the form timeout (quarkus.http.auth.form.timeout)
     */
    public SessionCookie(String sessionKey, Duration timeout) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(sessionKey.getBytes(StandardCharsets.UTF_8));
            this.key = new SecretKeySpec(digest, "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
        this.timeout = timeout;
    }

    /** What a readable session cookie says: whose it is, and when it was issued (or last renewed) and expires. */
    public record Session(String username, Instant issuedAt, Instant expiresAt) {

        /** Whether the cookie's own lifetime is over at {@code now}. */
        public boolean expiredAt(Instant now) {
            return !now.isBefore(expiresAt);
        }
    }

    /** When the session in this cookie value was issued or last renewed; empty when it cannot be read. */
    public Optional<Instant> issuedAt(String cookieValue) {
        return read(cookieValue).map(Session::issuedAt);
    }

    /** The session in this cookie value; empty when it was not made with this key or cannot be read. */
    public Optional<Session> read(String cookieValue) {
        if (cookieValue == null || cookieValue.isEmpty()) {
            return Optional.empty();
        }
        try {
            ByteBuffer buffer = ByteBuffer.wrap(Base64.getDecoder().decode(cookieValue.getBytes(StandardCharsets.UTF_8)));
            byte[] iv = new byte[buffer.get()];
            buffer.get(iv);
            byte[] encrypted = new byte[buffer.remaining()];
            buffer.get(encrypted);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
            String plain = new String(cipher.doFinal(encrypted), StandardCharsets.UTF_8);
            int colon = plain.indexOf(':');
            if (colon < 0) {
                return Optional.empty();
            }
            Instant expiresAt = Instant.ofEpochMilli(Long.parseLong(plain.substring(0, colon)));
            return Optional.of(new Session(plain.substring(colon + 1), expiresAt.minus(timeout), expiresAt));
        } catch (GeneralSecurityException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * A cookie value exactly as the submission service's form sign-in writes it, for {@code username} signed in
     * at {@code issuedAt}. Only the submission service signs people in; the other services' tests use this to
     * stand in for it.
     */
    public String issue(String username, Instant issuedAt) {
        try {
            byte[] iv = new byte[12];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            String plain = issuedAt.plus(timeout).toEpochMilli() + ":" + username;
            byte[] encrypted = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            ByteBuffer message = ByteBuffer.allocate(1 + iv.length + encrypted.length);
            message.put((byte) iv.length).put(iv).put(encrypted);
            return Base64.getEncoder().encodeToString(message.array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is part of every JDK", e);
        }
    }

    /**
     * Whether a session issued at {@code issuedAt} is still valid for an account whose sessions count only
     * from {@code validFrom} (the last sign-out or password change); an unknown issue time is not.
     */
    public static boolean current(Optional<Instant> issuedAt, Instant validFrom) {
        return issuedAt.isPresent() && !issuedAt.get().isBefore(validFrom);
    }
}
