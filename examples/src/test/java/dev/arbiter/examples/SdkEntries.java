package dev.arbiter.examples;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.sandbox.ProcessSpec;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The example entries of one SDK (sdk/python/examples, sdk/c/examples) and the real judge they play
 * against: libs/judge in-process, each entry a child process started by the unsandboxed backend, as
 * {@code arbiter match} starts one.
 *
 * @param language    "python" or "c"
 * @param lmcCommand  the LMC memo player (plays the last input back, or the hint it was given for it)
 * @param tabooCommand the keyword Taboo guesser
 * @param directory   what a sandbox would show the entries: the SDK's folder (the examples and the SDK itself)
 */
record SdkEntries(String language, List<String> lmcCommand, List<String> tabooCommand, Path directory) {

    private static final Path SDK = Path.of("..", "sdk").toAbsolutePath().normalize();

    /** Python entries run under the interpreter the judge's tests use, never a slow version-manager shim. */
    static SdkEntries python() {
        Path dir = SDK.resolve("python");
        return new SdkEntries("python",
                List.of(JudgeKit.PYTHON, "-u", dir.resolve("examples/lmc_memo_player.py").toString()),
                List.of(JudgeKit.PYTHON, "-u", dir.resolve("examples/taboo_keyword_guesser.py").toString()), dir);
    }

    /** The binaries the examples build compiled from sdk/c with -Werror. */
    static SdkEntries c() {
        Path dir = SDK.resolve("c");
        return new SdkEntries("c", List.of(dir.resolve("examples/bin/memo_player").toString()),
                List.of(dir.resolve("examples/bin/taboo_guesser").toString()), dir);
    }

    /** The name the memo player announces. */
    String lmcName() {
        return language + "-sdk-memo";
    }

    /**
     * Clocks far beyond what any entry needs, so no test depends on how fast a process starts or answers
     * on a loaded machine; what is proven is the protocol, not speed.
     */
    static JudgeLimits patientLimits() {
        return JudgeLimits.defaults()
                .withNameDeadline(Duration.ofSeconds(60))
                .withMoveDeadline(Duration.ofSeconds(30))
                .withAverage(100, Duration.ofSeconds(30))
                .withGameSilenceLimit(Duration.ofSeconds(60))
                .withExitGrace(Duration.ofSeconds(30))
                .withMatchDeadline(Duration.ofMinutes(5));
    }

    Participant lmcPlayer(Map<String, String> environment) {
        return program("memo", lmcCommand, environment);
    }

    Participant lmcPlayer() {
        return lmcPlayer(Map.of());
    }

    /** One LMC session of {@code game} (LMC1 or LMC2 by {@code protocol}) against the memo player. */
    Played playLmc(Protocol protocol, ScriptedGame game, Map<String, String> environment) {
        return JudgeKit.play(protocol, JudgeKit.inProcess(game), List.of(lmcPlayer(environment)), patientLimits());
    }

    /**
     * One Taboo match of {@code games} (a session of several, with START lines, or one per-game process) against
     * the keyword guesser, with these dialect options on top of quick ones.
     */
    Played playTaboo(List<TabooCity> games, Map<String, String> options) {
        var all = new HashMap<>(Map.of("taboo.guessDeadlineMs", "30000", "taboo.startupAllowanceMs", "30000",
                "taboo.exitGraceMs", "30000"));
        if (games.size() > 1) {
            all.put("taboo.process", "session");
            all.put("taboo.games", Integer.toString(games.size()));
        }
        all.putAll(options);
        var protocol = new TabooProtocol((seed, gameOptions, count) -> games.subList(0, count));
        JudgeLimits limits = protocol.config(all).judgeLimits(JudgeLimits.defaults(), 10);
        return JudgeKit.play(protocol, null, List.of(program("taboo", tabooCommand, Map.of())), limits, all, 7);
    }

    /** The memo player as a bare child process, for lines no conforming judge sends (bare inputs, comments). */
    PlayerProcess startLmcDirectly() throws IOException {
        return PlayerProcess.start(lmcName(), lmcCommand, Map.of());
    }

    private Participant program(String label, List<String> command, Map<String, String> environment) {
        var spec = new ProcessSpec(language + "-" + label, new ArrayList<>(command), directory, environment, null,
                List.of(directory));
        return new Participant.Program(spec, language + "-sdk-" + label);
    }

    @Override
    public String toString() {
        return language;
    }
}
