package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.parse.VgdlException;
import dev.arbiter.vgdl.parse.VgdlLimitException;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * An organiser's VGDL game: one game description {@code <name>.txt} and its levels {@code <name>_lvl<N>.txt},
 * numbered from 0 without gaps, as GVGAI names its files. {@link #fromUploads} checks them as the referee will use
 * them: the description loads, every level parses and starts a game; what does not is refused with every problem
 * found, each as {@code file:line:column: message}.
 */
public record GameFiles(String name, String gameText, List<String> levels) {

    /** Files of at most this size each, and at most this many levels: a game, not an archive. */
    public static final int MAX_FILE_BYTES = 256 * 1024;
    public static final int MAX_LEVELS = 50;
    private static final Pattern GAME = Pattern.compile("([a-z0-9][a-z0-9_-]{0,39})\\.txt");
    private static final Pattern LEVEL = Pattern.compile("([a-z0-9][a-z0-9_-]{0,39})_lvl(\\d{1,2})\\.txt");

    public GameFiles {
        levels = List.copyOf(levels);
    }

    /** A game that does not check; the message lists every problem found, one per line. */
    public static class InvalidException extends RuntimeException {
        public InvalidException(String message) {
            super(message);
        }
    }

    /** Files over one of the {@link Limits} (or a level or sprite tree over the parser's): the message names it. */
    public static final class OverLimitException extends InvalidException {
        public OverLimitException(String message) {
            super(message);
        }
    }

    /**
     * How much an upload may hold, counted as it is read (a zip's headers can lie).
     *
     * @param maxBytes most bytes of all files together, unzipped
     * @param maxFiles most files, counting those inside zips
     */
    public record Limits(long maxBytes, int maxFiles) {
        /** What a stored game can hold: a description and {@link #MAX_LEVELS} levels of {@link #MAX_FILE_BYTES}. */
        public static final Limits DEFAULT = new Limits((long) (MAX_LEVELS + 1) * MAX_FILE_BYTES, MAX_LEVELS + 1);
    }

    public GameRules rules() {
        return GameLoader.load(name + ".txt", gameText);
    }

    public LevelText level(int level) {
        return LevelText.parse(levelFile(level), levels.get(level));
    }

    public String levelFile(int level) {
        return name + "_lvl" + level + ".txt";
    }

    /** Checks uploaded files ({@code .txt}, or {@code .zip} files of them, folders ignored) and returns the game. */
    public static GameFiles fromUploads(Map<String, byte[]> uploads) {
        return fromUploads(uploads, Limits.DEFAULT);
    }

    /** {@link #fromUploads(Map)} within {@code limits}: over one, an {@link OverLimitException} names it. */
    public static GameFiles fromUploads(Map<String, byte[]> uploads, Limits limits) {
        var files = new TreeMap<String, byte[]>();
        var problems = new ArrayList<String>();
        var read = new ReadCount(limits);
        uploads.forEach((file, bytes) -> {
            if (file.toLowerCase(java.util.Locale.ROOT).endsWith(".zip")) {
                unzip(file, bytes, files, problems, read);
            } else {
                read.take(file, bytes.length);
                add(baseName(file), bytes, files, problems);
            }
        });
        String name = null;
        String gameText = null;
        var levels = new TreeMap<Integer, String>();
        for (var f : files.entrySet()) {
            Matcher level = LEVEL.matcher(f.getKey());
            Matcher game = GAME.matcher(f.getKey());
            String text = text(f.getKey(), f.getValue(), problems);
            if (level.matches()) {
                levels.put(Integer.parseInt(level.group(2)), text);
            } else if (game.matches() && name == null) {
                name = game.group(1);
                gameText = text;
            } else {
                problems.add(f.getKey() + ": not a game description <name>.txt (only one) nor a level <name>_lvl<N>.txt");
            }
        }
        if (name == null) {
            problems.add("no game description: upload <name>.txt with its levels <name>_lvl0.txt, <name>_lvl1.txt …");
            throw new InvalidException(String.join("\n", problems));
        }
        for (var f : files.keySet()) {
            Matcher level = LEVEL.matcher(f);
            if (level.matches() && !level.group(1).equals(name)) {
                problems.add(f + ": a level of another game than " + name + ".txt");
            }
        }
        int count = levels.isEmpty() ? 0 : levels.lastKey() + 1;
        if (levels.size() != count || count == 0) {
            problems.add("the levels must be " + name + "_lvl0.txt, " + name + "_lvl1.txt … without gaps (found "
                    + levels.keySet() + ")");
        }
        if (count > MAX_LEVELS) {
            problems.add("at most " + MAX_LEVELS + " levels");
        }
        var game = new GameFiles(name, gameText, new ArrayList<>(levels.values()));
        if (problems.isEmpty()) {
            game.check(problems);
        }
        if (!problems.isEmpty()) {
            throw new InvalidException(String.join("\n", problems));
        }
        return game;
    }

    /** The description loads and every level starts a game on it. */
    private void check(List<String> problems) {
        GameRules rules;
        try {
            rules = rules();
        } catch (VgdlLimitException e) {
            throw new OverLimitException(e.getMessage());
        } catch (VgdlException e) {
            problems.add(e.getMessage());
            return;
        }
        for (int i = 0; i < levels.size(); i++) {
            try {
                new Game(rules, level(i), 0, 10, 1);
            } catch (VgdlLimitException e) {
                throw new OverLimitException(e.getMessage());
            } catch (VgdlException e) {
                problems.add(e.getMessage());
            } catch (RuntimeException e) {
                problems.add(levelFile(i) + ": the level cannot be played: " + e.getMessage());
            }
        }
    }

    /** The files as one zip, in a fixed order and with fixed times, so the same game is the same bytes. */
    public byte[] toZip() {
        var out = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(out)) {
            entry(zip, name + ".txt", gameText);
            for (int i = 0; i < levels.size(); i++) {
                entry(zip, levelFile(i), levels.get(i));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** A game stored by {@link #toZip()}, checked again. */
    public static GameFiles fromZip(byte[] zip) {
        return fromZip(zip, Limits.DEFAULT);
    }

    /** A game stored by {@link #toZip()}, checked again within {@code limits}. */
    public static GameFiles fromZip(byte[] zip, Limits limits) {
        return fromUploads(Map.of("game.zip", zip), limits);
    }

    private static void entry(ZipOutputStream zip, String file, String text) throws IOException {
        var entry = new ZipEntry(file);
        entry.setTime(0);
        zip.putNextEntry(entry);
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }

    private static void unzip(String file, byte[] bytes, Map<String, byte[]> files, List<String> problems, ReadCount read) {
        try (var zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                if (!e.isDirectory()) {
                    byte[] content = zip.readNBytes(MAX_FILE_BYTES + 1);
                    read.take(file + ": " + e.getName(), content.length);
                    add(baseName(e.getName()), content, files, problems);
                }
            }
        } catch (IOException e) {
            problems.add(file + ": not a zip file (" + e.getMessage() + ")");
        }
    }

    private static void add(String file, byte[] bytes, Map<String, byte[]> files, List<String> problems) {
        if (bytes.length > MAX_FILE_BYTES) {
            problems.add(file + ": larger than " + MAX_FILE_BYTES / 1024 + " KiB");
        } else if (files.putIfAbsent(file, bytes) != null) {
            problems.add(file + ": uploaded twice");
        }
    }

    /** Files and bytes read so far, refused past the {@link Limits} before more is held. */
    private static final class ReadCount {
        private final Limits limits;
        private long bytes;
        private int files;

        ReadCount(Limits limits) {
            this.limits = limits;
        }

        void take(String file, long size) {
            bytes += size;
            if (++files > limits.maxFiles()) {
                throw new OverLimitException(file + ": more than " + limits.maxFiles() + " files, the limit (a game"
                        + " description and at most " + MAX_LEVELS + " levels)");
            }
            if (bytes > limits.maxBytes()) {
                throw new OverLimitException(file + ": the files come to more than " + limits.maxBytes()
                        + " bytes, the limit");
            }
        }
    }

    private static String baseName(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }

    private static String text(String file, byte[] bytes, List<String> problems) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            problems.add(file + ": not UTF-8 text");
            return "";
        }
    }
}
