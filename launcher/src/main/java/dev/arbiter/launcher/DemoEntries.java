package dev.arbiter.launcher;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The demo's contestants and the sample players each enters, from examples/players. Data, and the archives a
 * program of several files is uploaded as; {@link DemoSeeder} uploads them.
 */
final class DemoEntries {

    static final List<String> CONTESTANTS = List.of("alice", "bob", "carol", "dave");

    /**
     * The sample RDDL planners the demo contestants enter: one line per planner, its files by path under
     * examples/players. A planner any of whose files is not there (yet) is skipped, so the list may name planners
     * before they exist.
     */
    static final List<SampleProgram> RDDL_PLANNERS = List.of(
            new SampleProgram("dave", "python-random", List.of("python/rddl_random_planner.py"), List.of()),
            new SampleProgram("alice", "python-rollout", List.of("python/rddl_rollout_planner.py", "python/rddl_subset.py",
                    "python/rddl_random_planner.py"), List.of("python3", "rddl_rollout_planner.py")));

    /** A sample player a demo contestant uploads: which competition, under which entry name, from which file. */
    record DemoEntry(String contestant, String competition, String name, Path file) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final Path archives;

    /**
     * @param root     the repository, whose examples/players are entered
     * @param archives where the archives of programs of several files are written
     */
    DemoEntries(Path root, Path archives) {
        this.root = root;
        this.archives = archives;
    }

    /** The sample players each contestant enters, per competition. */
    List<DemoEntry> all() throws IOException {
        Path c = root.resolve("examples/players/c/bin");
        Path py = root.resolve("examples/players/python");
        var entries = new ArrayList<>(List.of(
                new DemoEntry("alice", "rps-ladder", "random-c", c.resolve("random")),
                new DemoEntry("bob", "rps-ladder", "constant-c", c.resolve("constant")),
                new DemoEntry("carol", "rps-ladder", "imitate-last-c", c.resolve("imitate-last")),
                new DemoEntry("dave", "rps-ladder", "random-python", py.resolve("random_player.py")),
                new DemoEntry("alice", "imitate-ladder", "learner", py.resolve("imitate_learner.py")),
                new DemoEntry("bob", "imitate-ladder", "imitate-last", py.resolve("imitate_last.py")),
                new DemoEntry("carol", "imitate-ladder", "constant", py.resolve("constant.py")),
                new DemoEntry("alice", "grammar-ladder", "learner", py.resolve("imitate_learner.py")),
                new DemoEntry("bob", "grammar-ladder", "random", py.resolve("random_player.py")),
                new DemoEntry("carol", "grammar-ladder", "imitate-last-c", c.resolve("imitate-last")),
                new DemoEntry("alice", "taboo-cities", "trivial", py.resolve("taboo_trivial.py")),
                new DemoEntry("bob", "taboo-cities", "gazetteer", tabooGuesserArchive(py))));
        addPrograms(entries, DemoCompetitions.RDDL.slug(), RDDL_PLANNERS);
        addPrograms(entries, DemoGvgai.SLUG, DemoGvgai.AGENTS);
        return entries;
    }

    /** Enters each program whose files are all there; one file as it is, several as an archive. */
    private void addPrograms(List<DemoEntry> entries, String competition, List<SampleProgram> programs) throws IOException {
        for (SampleProgram program : programs) {
            List<Path> files = program.files().stream().map(f -> root.resolve("examples/players").resolve(f)).toList();
            if (files.stream().allMatch(Files::isRegularFile)) {
                Path upload = files.size() == 1 ? files.getFirst()
                        : archive(competition + "-" + program.name() + ".zip", program.command(), flat(files));
                entries.add(new DemoEntry(program.contestant(), competition, program.name(), upload));
            }
        }
    }

    /** The word-association guesser needs its knowledge file beside it: an archive with a manifest. */
    private Path tabooGuesserArchive(Path python) throws IOException {
        var files = new LinkedHashMap<String, Path>();
        files.put("taboo_guesser.py", python.resolve("taboo_guesser.py"));
        files.put("taboo_data/knowledge.json", python.resolve("taboo_data/knowledge.json"));
        return archive("taboo-gazetteer.zip", List.of("python3", "taboo_guesser.py"), files);
    }

    private static Map<String, Path> flat(List<Path> files) {
        var named = new LinkedHashMap<String, Path>();
        files.forEach(file -> named.put(file.getFileName().toString(), file));
        return named;
    }

    /** An archive as a contestant would upload it: the manifest naming {@code command}, then the files, by path in it. */
    private Path archive(String name, List<String> command, Map<String, Path> files) throws IOException {
        Path archive = archives.resolve(name);
        Files.createDirectories(archives);
        try (var zip = new ZipOutputStream(Files.newOutputStream(archive))) {
            put(zip, "arbiter.json", JSON.writeValueAsBytes(Map.of("command", command)));
            for (var file : files.entrySet()) {
                put(zip, file.getKey(), Files.readAllBytes(file.getValue()));
            }
        }
        return archive;
    }

    private static void put(ZipOutputStream zip, String name, byte[] content) throws IOException {
        var e = new ZipEntry(name);
        e.setTime(0);
        zip.putNextEntry(e);
        zip.write(content);
        zip.closeEntry();
    }
}
