package dev.arbiter.cli;

import dev.arbiter.games.BuiltinGame;
import dev.arbiter.games.BuiltinGames;
import dev.arbiter.proto.Vocabulary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code arbiter new-player --lang java|python|c --game rps DIR}: a working entry to start from, written with the
 * SDK of that language; {@code --game gvgai:aliens} and {@code --game rddl:<domain>/<instance>} as well, which every
 * SDK covers. What goes into DIR is a
 * template per language and kind of game, as resources ({@code templates/<lang>/<kind>.manifest}, see the README
 * beside them): another language is another folder of templates, not another command. The Python and C SDKs are one file each, copied into the entry from the
 * CLI's resources ({@code sdk/}, put there from the repository's {@code sdk/} by the build).
 */
@Command(name = "new-player", mixinStandardHelpOptions = true,
        description = "Write a new entry that plays a legal game at once, built on the SDK of its language, with a "
                + "README and a build script.")
final class NewPlayerCommand implements Callable<Integer> {

    private static final String TEMPLATES = "templates/";
    private static final String SDK_FILES = "sdk/";
    /** The languages the SDKs exist in; a language has templates once its folder is there. */
    private static final List<String> LANGUAGES = List.of("java", "python", "c");

    @Option(names = "--lang", required = true, paramLabel = "LANG", description = "The entry's language: java, python or c.")
    String lang;

    @Option(names = "--game", required = true, paramLabel = "GAME",
            description = "The game it plays: a built-in game (rps, imitate, grammar, taboo), gvgai:<game> (a shipped "
                    + "VGDL game, e.g. gvgai:aliens) or rddl:<domain>/<instance>.")
    String game;

    @Option(names = "--name", paramLabel = "NAME",
            description = "The name it announces to the judge (default: the directory's name).")
    String name;

    @Parameters(index = "0", paramLabel = "DIR", description = "A directory that does not exist yet, or is empty.")
    Path dir;

    @Override
    public Integer call() throws IOException {
        String kind = kindOf(game);
        String manifest = read(TEMPLATES + lang + "/" + kind + ".manifest", null);
        if (manifest == null) {
            var languages = new java.util.ArrayList<String>();
            for (String candidate : LANGUAGES) {
                if (NewPlayerCommand.class.getResource(TEMPLATES + candidate + "/" + kind + ".manifest") != null) {
                    languages.add(candidate);
                }
            }
            throw new UsageException("--lang " + lang + ": no template for " + game + " in that language (there are: "
                    + String.join(", ", languages) + ")");
        }
        if (Files.exists(dir) && !isEmptyDirectory(dir)) {
            throw new UsageException(dir + " exists and is not an empty directory");
        }
        String entryName = name != null ? name : dir.toAbsolutePath().normalize().getFileName().toString();
        if (!entryName.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,30}")) {
            throw new UsageException("the entry's name '" + entryName + "' must be 1-31 letters, digits, '.', '_' or '-' "
                    + "(give one with --name)");
        }
        var placeholders = Map.of("{{name}}", entryName, "{{game}}", game, "{{dir}}", dir.toString());
        Files.createDirectories(dir);
        String build = null;
        for (String line : manifest.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            List<String> words = List.of(line.strip().split("\\s+"));
            switch (words.get(0)) {
                case "file" -> writeTemplate(words.get(1), dir.resolve(words.get(2)), placeholders,
                        words.size() > 3 && words.get(3).equals("exec"));
                case "java-sdk-jar" -> SdkJar.write(dir.resolve(words.get(1)));
                case "sdk-file" -> copySdkFile(words.get(1), dir.resolve(words.get(2)));
                case "build" -> build = fill(String.join(" ", words.subList(1, words.size())), placeholders);
                default -> throw new IllegalStateException("unknown manifest directive: " + line);
            }
        }
        if (build == null) {
            throw new IllegalStateException("the template " + lang + "/" + kind + " names no build command");
        }
        System.out.println("wrote a " + lang + " entry for " + game + " in " + dir + "; next: " + build
                + ", then see " + dir.resolve("README.md"));
        return 0;
    }

    private static boolean isEmptyDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (var entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }

    /** The template kind a game needs: its protocol family. A gvgai: or rddl: game must name one that is shipped. */
    private static String kindOf(String game) {
        if (GvgaiGame.parse(game).isPresent()) {
            return "gvgai";
        }
        if (RddlGame.parse(game).isPresent()) {
            return "rddl";
        }
        BuiltinGame builtin = BuiltinGames.find(game).orElseThrow(() ->
                new UsageException("--game " + game + ": not a built-in game (" + BuiltinGames.names()
                        + "), gvgai:<game> or rddl:<domain>/<instance>"));
        return switch (builtin.protocol()) {
            case PROTOCOL_ID_LMC1, PROTOCOL_ID_LMC2 -> "lmc";
            default -> Vocabulary.wireName(builtin.protocol());
        };
    }

    private void writeTemplate(String template, Path target, Map<String, String> placeholders, boolean executable)
            throws IOException {
        String text = fill(read(TEMPLATES + lang + "/" + template, ""), placeholders);
        Files.createDirectories(target.getParent());
        Files.writeString(target, text);
        if (executable) {
            Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static String fill(String text, Map<String, String> placeholders) {
        for (var p : placeholders.entrySet()) {
            text = text.replace(p.getKey(), p.getValue());
        }
        return text;
    }

    /** One of the single-file SDKs, as it is: the entry ships it beside its own code. */
    private static void copySdkFile(String name, Path target) throws IOException {
        Files.createDirectories(target.getParent());
        Files.writeString(target, read(SDK_FILES + name, ""));
    }

    /** A template resource's text, or {@code missing} when there is none. */
    private static String read(String resource, String missing) throws IOException {
        try (InputStream in = NewPlayerCommand.class.getResourceAsStream(resource)) {
            if (in == null) {
                if (missing == null) {
                    return null;
                }
                throw new IllegalStateException("the CLI lacks its template " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
