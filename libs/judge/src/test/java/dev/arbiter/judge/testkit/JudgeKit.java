package dev.arbiter.judge.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Plays matches for tests with real child processes and reads their transcripts back. */
public final class JudgeKit {

    private static final ObjectMapper JSON = new ObjectMapper();

    private JudgeKit() {
    }

    /** Limits that keep hostile-entry tests fast without changing what they prove. */
    public static JudgeLimits fastLimits() {
        return JudgeLimits.defaults()
                .withNameDeadline(Duration.ofSeconds(5))
                .withMoveDeadline(Duration.ofMillis(500))
                .withGameSilenceLimit(Duration.ofSeconds(2))
                .withExitGrace(Duration.ofMillis(500))
                .withMatchDeadline(Duration.ofSeconds(60));
    }

    public static Path resource(String name) {
        return resource("lmc", name);
    }

    /**
     * A test resource in one protocol's folder ("taboo", "test_guesser.py") as a file; copied out once when
     * the kit runs from its test-jar in another module.
     */
    public static synchronized Path resource(String folder, String name) {
        try {
            var url = JudgeKit.class.getResource("/" + folder + "/" + name);
            if ("file".equals(url.getProtocol())) {
                return Path.of(url.toURI());
            }
            Path copy = Path.of(System.getProperty("java.io.tmpdir"), "arbiter-testkit-" + ProcessHandle.current().pid(),
                    folder, name);
            if (!Files.exists(copy)) {
                Files.createDirectories(copy.getParent());
                try (var in = url.openStream()) {
                    Files.copy(in, copy);
                }
                copy.toFile().deleteOnExit();
                copy.getParent().toFile().deleteOnExit();
            }
            return copy;
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The configurable Python test player, with flags. */
    public static Participant testPlayer(String... flags) {
        return python("test_player.py", flags);
    }

    public static Participant python(String script, String... flags) {
        return python(resource(script), flags);
    }

    /**
     * The Python interpreter test programs run under, as an absolute path the test resolved itself: a bare
     * {@code python3} may be a version manager's shim on PATH that takes half a second to start (longer on a
     * loaded machine), which would eat into the clocks a test measures. Debian's interpreter is preferred
     * because the sandboxes show only the host's /usr to entries; scripts/setup-machine.sh installs it.
     */
    public static final String PYTHON = resolvePython();

    private static String resolvePython() {
        for (String candidate : List.of("/usr/bin/python3", "/usr/local/bin/python3")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no python3 under /usr/bin or /usr/local/bin: run scripts/setup-machine.sh");
    }

    /** A Python program started as {@code <PYTHON> -u script flags…}. */
    public static Participant python(Path script, String... flags) {
        var command = new ArrayList<String>();
        command.add(PYTHON);
        command.add("-u");
        command.add(script.toString());
        command.addAll(List.of(flags));
        // The script's directory is all a sandboxing backend needs to show it (python3 is under /usr).
        var spec = new ProcessSpec("test", command, null, Map.of(), null, List.of(script.getParent()));
        return new Participant.Program(spec, script.getFileName() + " " + String.join(" ", flags));
    }

    public static Participant inProcess(LineProgram game) {
        return new Participant.InProcess(() -> game, "scripted");
    }

    /** A played match and its transcript. */
    public record Played(MatchResult result, List<JsonNode> transcript) {

        /** Protocol lines the judge sent to {@code id}. */
        public List<String> sentTo(String id) {
            return transcript.stream().filter(n -> n.has("line") && "judge".equals(n.path("src").asText())
                    && id.equals(n.path("dst").asText())).map(n -> n.get("line").asText()).toList();
        }

        /** Protocol lines {@code id} sent to the judge. */
        public List<String> receivedFrom(String id) {
            return transcript.stream().filter(n -> n.has("line") && id.equals(n.path("src").asText()))
                    .map(n -> n.get("line").asText()).toList();
        }

        public List<String> notes() {
            return transcript.stream().filter(n -> n.has("note")).map(n -> n.get("note").asText()).toList();
        }

        public List<String> stderr(String id) {
            return transcript.stream().filter(n -> n.has("err") && id.equals(n.path("src").asText()))
                    .map(n -> n.get("err").asText()).toList();
        }
    }

    public static Played play(Protocol protocol, Participant game, List<Participant> players, JudgeLimits limits) {
        return play(protocol, game, players, limits, Map.of(), 42);
    }

    public static Played play(Protocol protocol, Participant game, List<Participant> players, JudgeLimits limits,
                              Map<String, String> options, long seed) {
        return play(new UnsandboxedBackend(), protocol, game, players, limits, options, seed);
    }

    /** A match whose programs run in {@code sandbox}, on a judge of its own; the caller keeps (and closes) the backend. */
    public static Played play(Sandbox sandbox, Protocol protocol, Participant game, List<Participant> players,
                              JudgeLimits limits, Map<String, String> options, long seed) {
        return play(sandbox, protocol, game, players, limits, options, seed, List.of());
    }

    /** Same, handing each player the seed given for it (seat 1 first); none: the judge derives them under a random key. */
    public static Played play(Sandbox sandbox, Protocol protocol, Participant game, List<Participant> players,
                              JudgeLimits limits, Map<String, String> options, long seed, List<Long> playerSeeds) {
        try (var judge = new Judge(sandbox)) {
            return play(judge, protocol, game, players, limits, options, seed, playerSeeds);
        }
    }

    /**
     * A match on {@code judge}, which may be playing others at the same time: they share its watchdog, as the
     * matches of one runner do. The caller keeps (and closes) the judge.
     */
    public static Played play(Judge judge, Protocol protocol, Participant game, List<Participant> players,
                              JudgeLimits limits, Map<String, String> options, long seed) {
        return play(judge, protocol, game, players, limits, options, seed, List.of());
    }

    private static Played play(Judge judge, Protocol protocol, Participant game, List<Participant> players,
                               JudgeLimits limits, Map<String, String> options, long seed, List<Long> playerSeeds) {
        try {
            Path transcript = Files.createTempFile("judge-test-", ".jsonl");
            try {
                MatchResult result = judge.play(new MatchSpec("test", protocol, game, players, seed, options, limits, transcript, playerSeeds));
                var lines = new ArrayList<JsonNode>();
                for (String line : Files.readAllLines(transcript)) {
                    lines.add(JSON.readTree(line));
                }
                return new Played(result, lines);
            } finally {
                Files.deleteIfExists(transcript);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
