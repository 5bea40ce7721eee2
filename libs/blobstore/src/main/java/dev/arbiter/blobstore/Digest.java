package dev.arbiter.blobstore;

import java.util.HexFormat;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The address of a blob: the lower-case hex SHA-256 of its bytes. Only well-formed digests can be made,
 * so a digest taken from a message or a URL can never name a path outside the store.
 *
 * @param hex 64 lower-case hex characters
 */
public record Digest(String hex) {

    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    public Digest {
        Objects.requireNonNull(hex, "hex");
        if (!SHA256_HEX.matcher(hex).matches()) {
            throw new IllegalArgumentException("not a sha256 digest (64 lower-case hex characters): '" + hex + "'");
        }
    }

    /** Parses a digest as it travels in messages; accepts upper case and an optional {@code sha256:} prefix. */
    public static Digest parse(String text) {
        Objects.requireNonNull(text, "digest");
        String hex = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (hex.startsWith("sha256:")) {
            hex = hex.substring("sha256:".length());
        }
        return new Digest(hex);
    }

    /** A fresh SHA-256 hasher for a store to name what it writes. */
    static java.security.MessageDigest newSha256() {
        try {
            return java.security.MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    static Digest of(byte[] sha256) {
        return new Digest(HexFormat.of().formatHex(sha256));
    }

    @Override
    public String toString() {
        return hex;
    }
}
