package dev.arbiter.vgdl.coverage;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

/**
 * A game's visible state as one line of text, and a short hash of it, in a form that does not
 * depend on how an engine stores its sprites: the step count, score, winner, whether it ended,
 * and every sprite as {@code type@x,y} (D when disabled, then {@code +resource=amount}), sorted.
 * Two engines that agree on the line agree on everything a player could observe.
 */
public final class StateDigest {
    private StateDigest() {}

    public static String line(Game g) {
        List<String> sprites = new ArrayList<>();
        for (int t = 0; t < g.rules().typeCount(); t++) {
            for (Sprite s : g.group(t)) {
                StringBuilder b = new StringBuilder(s.type.name()).append('@').append(s.x).append(',').append(s.y);
                if (s.disabled) {
                    b.append('D');
                }
                if (s.resources != null) {
                    for (int r = 0; r < s.resources.length; r++) {
                        if (s.resources[r] != 0) {
                            b.append('+').append(g.rules().type(r).name()).append('=').append(s.resources[r]);
                        }
                    }
                }
                sprites.add(b.toString());
            }
        }
        Collections.sort(sprites);
        return g.tick() + " score=" + g.score() + " " + g.winner() + " ended=" + g.isEnded() + " n=" + sprites.size()
                + " " + String.join(" ", sprites);
    }

    /** The first 16 hex digits of the SHA-256 of {@link #line}. */
    public static String digest(Game g) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(line(g).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
