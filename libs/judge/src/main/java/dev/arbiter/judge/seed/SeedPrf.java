package dev.arbiter.judge.seed;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The platform's one source of seeds: HMAC-SHA-256 (the JDK's {@link Mac}) under a secret key, applied to a
 * purpose, a scope (a match id, a competition, a round) and counters. Without the key, one output says nothing
 * about any other: a program that knows its own seed and this code cannot compute an opponent's seed, the
 * game's, or a later match's. The scheduler holds the installation's key; a match run from the command line
 * without seeds given uses a key of its own (random unless given).
 */
public final class SeedPrf {

    /** Bytes of a generated key; a shorter one than {@link #MIN_KEY_BYTES} is refused. */
    public static final int KEY_BYTES = 32;
    public static final int MIN_KEY_BYTES = 16;
    private static final String ALGORITHM = "HmacSHA256";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;

    public SeedPrf(byte[] key) {
        if (key.length < MIN_KEY_BYTES) {
            throw new IllegalArgumentException("a seed key needs at least " + MIN_KEY_BYTES + " bytes, got " + key.length);
        }
        this.key = new SecretKeySpec(key.clone(), ALGORITHM);
    }

    /** A key given as text: hex when it is hex, else its UTF-8 bytes (a passphrase of at least 16 bytes). */
    public static SeedPrf fromText(String key) {
        String trimmed = key.strip();
        if (trimmed.length() % 2 == 0 && trimmed.chars().allMatch(ch -> Character.digit(ch, 16) >= 0)) {
            return new SeedPrf(HexFormat.of().parseHex(trimmed));
        }
        return new SeedPrf(trimmed.getBytes(StandardCharsets.UTF_8));
    }

    /** A key nobody else knows: what a command-line match uses when it was given none. */
    public static SeedPrf withRandomKey() {
        return new SeedPrf(randomBytes(KEY_BYTES));
    }

    public static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /**
     * A seed for {@code purpose} in {@code scope} at {@code counters}: non-negative, because seeds are shown to
     * people and passed on command lines (63 bits of the MAC).
     */
    public long seed(String purpose, String scope, long... counters) {
        return ByteBuffer.wrap(mac(purpose, scope, counters)).getLong() & Long.MAX_VALUE;
    }

    /** Each seat's seed of a match, seat 1 first, derived from the match's seed: the judge's own when given none. */
    public List<Long> seatSeeds(long matchSeed, int seats) {
        var seeds = new ArrayList<Long>(seats);
        for (int seat = 1; seat <= seats; seat++) {
            seeds.add(seed("seat", "match", matchSeed, seat));
        }
        return List.copyOf(seeds);
    }

    /** The whole 32-byte MAC of the inputs, each length-prefixed so that no two inputs encode alike. */
    public byte[] mac(String purpose, String scope, long... counters) {
        byte[] p = purpose.getBytes(StandardCharsets.UTF_8);
        byte[] s = scope.getBytes(StandardCharsets.UTF_8);
        var input = ByteBuffer.allocate(12 + p.length + s.length + 8 * counters.length)
                .putInt(p.length).put(p).putInt(s.length).put(s).putInt(counters.length);
        for (long counter : counters) {
            input.putLong(counter);
        }
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(input.array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks " + ALGORITHM, e);
        }
    }
}
