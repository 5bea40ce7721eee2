package dev.arbiter.web.auth;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;

/**
 * Personal API tokens that carry their own claims: {@code arb_<claims>.<HMAC-SHA256 of the claims>}, both
 * base64url. The scheduler and the leaderboard verify one without asking the submission service, which issues
 * them; a revoked token is refused by its id (the submission service announces revocations on
 * {@code account.role}).
 *
 * <p>The key is derived from the platform's shared session key with a label of its own, so there is no new
 * secret to distribute and a token can never be mistaken for any other HMAC made with that key (CSRF tokens,
 * account facts). Whoever holds the session key can already mint anyone's session, so this adds no power.
 */
public final class ApiTokenSeal {

    /** Makes a leaked token easy to recognise in logs and secret scanners. */
    public static final String PREFIX = "arb_";
    private static final String ALGORITHM = "HmacSHA256";
    private static final String LABEL = "arbiter api-token v1";
    private static final byte VERSION = 1;

    private final SecretKeySpec key;

    /** @param sessionKey the platform's shared session key (quarkus.http.auth.session.encryption-key) */
    public ApiTokenSeal(String sessionKey) {
        this(hmac(new SecretKeySpec(sessionKey.getBytes(StandardCharsets.UTF_8), ALGORITHM),
                LABEL.getBytes(StandardCharsets.UTF_8)));
    }

    /** @param derivedKey a key used for nothing else (a service without a shared session key makes a random one) */
    public ApiTokenSeal(byte[] derivedKey) {
        this.key = new SecretKeySpec(derivedKey, ALGORITHM);
    }

    /** The token for these claims. */
    public String mint(ApiTokenClaims claims) {
        byte[] payload = encode(claims);
        Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
        return PREFIX + base64.encodeToString(payload) + "." + base64.encodeToString(hmac(key, payload));
    }

    /** The claims of a token this key sealed; empty for anything else (another key, altered, not a token). */
    public Optional<ApiTokenClaims> verify(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            return Optional.empty();
        }
        int dot = token.indexOf('.', PREFIX.length());
        if (dot < 0) {
            return Optional.empty();
        }
        try {
            Base64.Decoder base64 = Base64.getUrlDecoder();
            byte[] payload = base64.decode(token.substring(PREFIX.length(), dot));
            byte[] seal = base64.decode(token.substring(dot + 1));
            if (!MessageDigest.isEqual(hmac(key, payload), seal)) {
                return Optional.empty();
            }
            return Optional.of(decode(payload));
        } catch (IllegalArgumentException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private static byte[] encode(ApiTokenClaims claims) {
        var bytes = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(bytes)) {
            out.writeByte(VERSION);
            out.writeLong(claims.tokenId());
            out.writeLong(claims.accountId());
            out.writeUTF(claims.username());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static ApiTokenClaims decode(byte[] payload) {
        try (var in = new DataInputStream(new ByteArrayInputStream(payload))) {
            if (in.readByte() != VERSION) {
                throw new IllegalArgumentException("unknown token version");
            }
            var claims = new ApiTokenClaims(in.readLong(), in.readLong(), in.readUTF());
            if (in.available() > 0) {
                throw new IllegalArgumentException("trailing bytes");
            }
            return claims;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] hmac(SecretKeySpec key, byte[] data) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
