package dev.arbiter.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Small organiser uploads that cost the service that checks them far more than their size (issue 31): RDDL whose
 * parse recurses too deep or whose grounding explodes, and VGDL games whose files unpack or pad to gigabytes. Each
 * RDDL text is one file holding a domain, its non-fluents and an instance named {@code hostile_inst}.
 */
public final class HostileUploads {

    /** A tiny VGDL game that loads and whose level {@link #VGDL_LEVEL} starts, for the hostile zips to carry. */
    public static final String VGDL_GAME = """
            BasicGame
                SpriteSet
                    wall > Immovable
                    avatar > MovingAvatar
                LevelMapping
                    w > wall
                    A > avatar
                InteractionSet
                    avatar wall > stepBack
                TerminationSet
                    SpriteCounter stype=avatar limit=0 win=False
            """;
    public static final String VGDL_LEVEL = "wwww\nwA w\nwwww\n";

    private HostileUploads() {
    }

    /** A domain whose reward is {@code 1} inside {@code depth} pairs of parentheses, on the line {@link #lineOf} "reward". */
    public static String nestedParentheses(int depth) {
        return rddl("", "", "reward = " + "(".repeat(depth) + "1" + ")".repeat(depth) + ";", 3);
    }

    /**
     * About 3 KB: a state fluent over six parameters of 40 objects grounds to 40^6 (4.1 billion) fluents; each takes a
     * slot of a double array, twice.
     */
    public static String explodingGrounding() {
        return rddl("big(obj, obj, obj, obj, obj, obj) : { state-fluent, bool, default = false };",
                "big'(?a, ?b, ?c, ?d, ?e, ?f) = big(?a, ?b, ?c, ?d, ?e, ?f) | flip;", "reward = 0;", 40);
    }

    /** A reward summing over nine variables of 12 objects: 12^9 (5.2 billion) ground terms to unroll. */
    public static String sumOverNineVariables() {
        return rddl("", "", "reward = sum_{?a : obj, ?b : obj, ?c : obj, ?d : obj, ?e : obj, ?f : obj, ?g : obj, ?h : obj, "
                + "?i : obj} [on(?a) + on(?i)];", 12);
    }

    /** The 1-based line of the first line of {@code text} that contains {@code marker}. */
    public static int lineOf(String text, String marker) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(marker)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException("no line contains " + marker);
    }

    /**
     * A zip of {@link #VGDL_GAME} as {@code hostile.txt}, its level, and {@code copies} more descriptions of 256 KiB of
     * spaces each under other names: about 250 bytes each zipped, 256 KiB each read.
     */
    public static byte[] vgdlZipOfManyLargeFiles(int copies) {
        var out = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(out)) {
            entry(zip, "hostile.txt", VGDL_GAME.getBytes(StandardCharsets.UTF_8));
            entry(zip, "hostile_lvl0.txt", VGDL_LEVEL.getBytes(StandardCharsets.UTF_8));
            byte[] blank = " ".repeat(256 * 1024).getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < copies; i++) {
                entry(zip, "copy" + i + ".txt", blank);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** A level of {@code rows} rows whose first row is {@code width} wide: GVGAI pads every other row to it. */
    public static String vgdlLevelPaddedTo(int width, int rows) {
        return "w".repeat(width) + "\n".repeat(rows);
    }

    private static void entry(ZipOutputStream zip, String name, byte[] bytes) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(bytes);
        zip.closeEntry();
    }

    private static String rddl(String pvariable, String cpf, String reward, int objects) {
        String names = IntStream.range(0, objects).mapToObj(i -> "o" + i).collect(Collectors.joining(", "));
        return """
                domain hostile_mdp {
                  types { obj : object; };
                  pvariables {
                    on(obj) : { state-fluent, bool, default = false };
                    flip : { action-fluent, bool, default = false };
                    %s
                  };
                  cpfs {
                    on'(?o) = on(?o) | flip;
                    %s
                  };
                  %s
                }
                non-fluents nf_hostile {
                  domain = hostile_mdp;
                  objects { obj : { %s }; };
                }
                instance hostile_inst {
                  domain = hostile_mdp;
                  non-fluents = nf_hostile;
                  max-nondef-actions = 1;
                  horizon = 5;
                  discount = 1.0;
                }
                """.formatted(pvariable, cpf, reward, names);
    }
}
