package dev.arbiter.judge.seed;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A match's seeds committed to before it is played and revealed after: SHA-256 (hex) of the line
 * {@code arbiter-seeds-v1 salt=<hex> game=<seed> seats=<seed>,<seed>}. The salt is 32 random bytes kept secret
 * with the seeds until they are revealed, so the commitment cannot be searched for a 63-bit seed; anyone checks a
 * reveal with {@code printf %s "$line" | sha256sum}.
 */
public final class SeedCommitment {

    public static final int SALT_BYTES = 32;

    private final byte[] salt;
    private final long gameSeed;
    private final List<Long> seatSeeds;

    /**
     * @param salt      32 random bytes, kept secret until the seeds are revealed
     * @param gameSeed  the match's seed (the game's)
     * @param seatSeeds each seat's seed, seat 1 first
     */
    public SeedCommitment(byte[] salt, long gameSeed, List<Long> seatSeeds) {
        this.salt = salt.clone();
        this.gameSeed = gameSeed;
        this.seatSeeds = List.copyOf(seatSeeds);
    }

    /** A fresh commitment to these seeds under a new random salt. */
    public static SeedCommitment salted(long gameSeed, List<Long> seatSeeds) {
        return new SeedCommitment(SeedPrf.randomBytes(SALT_BYTES), gameSeed, seatSeeds);
    }

    public byte[] salt() {
        return salt.clone();
    }

    public long gameSeed() {
        return gameSeed;
    }

    public List<Long> seatSeeds() {
        return seatSeeds;
    }

    public String saltHex() {
        return HexFormat.of().formatHex(salt);
    }

    /** The revealed line the commitment is the hash of. */
    public String opening() {
        return "arbiter-seeds-v1 salt=" + saltHex() + " game=" + gameSeed + " seats="
                + seatSeeds.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** SHA-256 of {@link #opening()}, hex: what a match page shows before the match is played. */
    public String commitment() {
        return sha256Hex(opening());
    }

    /** Whether a revealed line opens a commitment shown before. */
    public static boolean opens(String opening, String commitment) {
        return MessageDigest.isEqual(sha256Hex(opening).getBytes(StandardCharsets.US_ASCII),
                commitment.getBytes(StandardCharsets.US_ASCII));
    }

    private static String sha256Hex(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks SHA-256", e);
        }
    }
}
