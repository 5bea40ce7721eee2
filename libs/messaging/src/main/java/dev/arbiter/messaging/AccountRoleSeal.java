package dev.arbiter.messaging;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.List;

/**
 * Seals an {@code account.role} fact (HMAC-SHA256), so the scheduler can tell one the submission service
 * made from one anybody who reaches Kafka wrote: a role decides who runs the competition, and the topic is
 * not authenticated by itself. The key is the platform's session key (ARBITER_SESSION_KEY): whoever holds it
 * can already mint any account's session, so sealing with it adds no new secret and no new power.
 */
public final class AccountRoleSeal {

    /** Keeps a seal from ever being mistaken for another HMAC made with the same key. */
    private static final String PURPOSE = "arbiter account.role v1";
    /** A fact that also says from when the account's sessions count (sign-out, password change). */
    private static final String PURPOSE_WITH_SESSIONS = "arbiter account.role v2";
    /** A fact that also lists the account's revoked API tokens. */
    private static final String PURPOSE_WITH_TOKENS = "arbiter account.role v3";
    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;

    /** @param sessionKey the platform's shared session key; at least 16 characters, as Quarkus requires of it */
    public AccountRoleSeal(String sessionKey) {
        if (sessionKey == null || sessionKey.length() < 16) {
            throw new IllegalArgumentException("the session key must have at least 16 characters");
        }
        this.key = new SecretKeySpec(sessionKey.getBytes(StandardCharsets.UTF_8), ALGORITHM);
    }

    public byte[] seal(String username, String role, long changedAtMs) {
        return seal(username, role, changedAtMs, 0);
    }

    /**
     * @param sessionsValidFromMs sessions issued before this (ms since the epoch) are void; 0 for none, which
     *                            seals exactly as a fact without it did, so facts already on the topic still verify
     */
    public byte[] seal(String username, String role, long changedAtMs, long sessionsValidFromMs) {
        return seal(username, role, changedAtMs, sessionsValidFromMs, List.of());
    }

    /**
     * @param revokedTokenIds the account's revoked API tokens; none seals exactly as a fact without them did
     */
    public byte[] seal(String username, String role, long changedAtMs, long sessionsValidFromMs, List<Long> revokedTokenIds) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(canonical(username, role, changedAtMs, sessionsValidFromMs, revokedTokenIds));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /** Whether {@code seal} was made with this key for exactly these fields. */
    public boolean verifies(String username, String role, long changedAtMs, byte[] seal) {
        return verifies(username, role, changedAtMs, 0, seal);
    }

    /** Whether {@code seal} was made with this key for exactly these fields. */
    public boolean verifies(String username, String role, long changedAtMs, long sessionsValidFromMs, byte[] seal) {
        return verifies(username, role, changedAtMs, sessionsValidFromMs, List.of(), seal);
    }

    /** Whether {@code seal} was made with this key for exactly these fields. */
    public boolean verifies(String username, String role, long changedAtMs, long sessionsValidFromMs,
                            List<Long> revokedTokenIds, byte[] seal) {
        return seal != null
                && MessageDigest.isEqual(seal(username, role, changedAtMs, sessionsValidFromMs, revokedTokenIds), seal);
    }

    /** Length-prefixed fields, so no two different facts share the bytes that are sealed. */
    private static byte[] canonical(String username, String role, long changedAtMs, long sessionsValidFromMs,
                                    List<Long> revokedTokenIds) {
        var bytes = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(bytes)) {
            boolean withTokens = !revokedTokenIds.isEmpty();
            out.writeUTF(withTokens ? PURPOSE_WITH_TOKENS : sessionsValidFromMs == 0 ? PURPOSE : PURPOSE_WITH_SESSIONS);
            out.writeUTF(username);
            out.writeUTF(role);
            out.writeLong(changedAtMs);
            if (withTokens || sessionsValidFromMs != 0) {
                out.writeLong(sessionsValidFromMs);
            }
            if (withTokens) {
                out.writeInt(revokedTokenIds.size());
                for (long id : revokedTokenIds) {
                    out.writeLong(id);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
