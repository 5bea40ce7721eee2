package dev.arbiter.runner;

import dev.arbiter.archive.SourceRecipe;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.proto.v1.EntryRef;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Source entries as contestants upload them: a zip of sample-player sources, built and run by {@link SourceRecipe}. */
final class SourceArchives {

    static final Path EXAMPLES = Path.of("../../examples");
    static final Path C = EXAMPLES.resolve("players/c");
    static final Path PYTHON = EXAMPLES.resolve("players/python");

    private SourceArchives() {
    }

    static Map<String, String> cOneFile() throws Exception {
        return files("constant.c", C.resolve("constant.c"), "lmc.h", C.resolve("lmc.h"));
    }

    static Map<String, String> cMakefile() throws Exception {
        var files = new LinkedHashMap<>(cOneFile());
        files.put("random.c", Files.readString(C.resolve("random.c")));
        files.put("Makefile", "player: random.c lmc.h\n\tcc -O2 -Wall -o player random.c\n");
        return files;
    }

    /**
     * Two classes in a package, one with the main method. Written here rather than taken from examples/: those use
     * Java 21 APIs, and the runtime entries get is the distribution's JDK (17 on Debian bookworm).
     */
    static Map<String, String> java() {
        return Map.of("src/bot/Player.java", """
                package bot;

                public class Player {
                    public static void main(String[] args) throws Exception {
                        Moves.play(new java.io.BufferedReader(new java.io.InputStreamReader(System.in)));
                    }
                }
                """, "src/bot/Moves.java", """
                package bot;

                final class Moves {
                    static void play(java.io.BufferedReader in) throws java.io.IOException {
                        System.out.println("@info name java-source");
                        System.out.flush();
                        String first = "";
                        for (String line; (line = in.readLine()) != null; ) {
                            String[] words = line.trim().split("\\s+");
                            if (words[0].equals("@command") && words.length > 2 && words[1].equals("alphabet")) {
                                first = words[2];
                            } else if (words[0].equals("@command") && words.length > 1 && words[1].equals("move")) {
                                System.out.println("@output " + first);
                                System.out.flush();
                            } else if (words[0].equals("@command") && words.length > 1 && words[1].equals("exit")) {
                                return;
                            }
                        }
                    }
                }
                """);
    }

    static Map<String, String> python() throws Exception {
        return files("constant.py", PYTHON.resolve("constant.py"));
    }

    private static Map<String, String> files(String name, Path file) throws Exception {
        var files = new LinkedHashMap<String, String>();
        files.put(name, Files.readString(file));
        return files;
    }

    private static Map<String, String> files(String name, Path file, String name2, Path file2) throws Exception {
        var files = files(name, file);
        files.put(name2, Files.readString(file2));
        return files;
    }

    /** The zip in the blob store, as an entry of kind {@code source} with the recipe's build and run commands. */
    static EntryRef entry(BlobStore blobs, String id, Map<String, String> files) throws Exception {
        SourceRecipe recipe = SourceRecipe.recognise(files.keySet(), files::get).orElseThrow();
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (var file : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(file.getKey()));
                zip.write(file.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        String sha = blobs.put(new ByteArrayInputStream(bytes.toByteArray())).hex();
        return EntryRef.newBuilder().setEntryId(id).setVersion(1).setName(id).setArtifactSha256(sha).setKind("source")
                .addAllCommand(recipe.run()).addAllBuildCommand(recipe.build()).build();
    }
}
