package dev.arbiter.vgdl.coverage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Final states reached by GVGAI's own engine (the framework the games come from) when the
 * coverage run's random agent's actions were replayed in it: one {@link StateDigest} per game,
 * level, seed and tick budget, kept in {@code games/GVGAI-REFERENCE.tsv}.
 */
final class GvgaiReference {
    private static final String PATH = "/dev/arbiter/vgdl/games/GVGAI-REFERENCE.tsv";
    private final Map<String, String> digests;

    private GvgaiReference(Map<String, String> digests) {
        this.digests = digests;
    }

    static GvgaiReference load() {
        Map<String, String> digests = new HashMap<>();
        try (InputStream in = GvgaiReference.class.getResourceAsStream(PATH)) {
            if (in != null) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    String[] f = line.split("\t");
                    if (f.length >= 5 && !line.startsWith("#") && !f[0].equals("game")) {
                        digests.put(key(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]), Integer.parseInt(f[3])),
                                f[4].trim());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new GvgaiReference(digests);
    }

    boolean agrees(String game, int level, long seed, int ticks, String digest) {
        return digest.equals(digests.get(key(game, level, seed, ticks)));
    }

    int size() {
        return digests.size();
    }

    private static String key(String game, int level, long seed, int ticks) {
        return game + "/" + level + "/" + seed + "/" + ticks;
    }
}
