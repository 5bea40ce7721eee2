package dev.arbiter.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.games.taboo.CityDescriber;
import dev.arbiter.games.taboo.TabooCompetition;
import dev.arbiter.games.taboo.TabooCompetition.Contestant;
import dev.arbiter.games.taboo.TabooCompetition.Outcome;
import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * taboo.md §10, guesser SDK items (TAB-S01…S03), for the sample guessers run as real entries (the
 * scripts themselves, started through their #! line) against the judge and the city describer.
 */
class TabooGuessersTest {

    private static final Path PYTHON = Path.of("players/python").toAbsolutePath();
    private static final Contestant GOOD = contestant("taboo_guesser.py");
    private static final Contestant TRIVIAL = contestant("taboo_trivial.py");
    private static final CityDescriber DESCRIBER = CityDescriber.builtin();
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path transcripts;

    private static Contestant contestant(String script) {
        Path program = PYTHON.resolve(script);
        var spec = new ProcessSpec(script, List.of(program.toString()), PYTHON, Map.of(), null, List.of(PYTHON));
        return new Contestant(script, new Participant.Program(spec, script));
    }

    private Outcome compete(long seed, int games, Map<String, String> options, Contestant... contestants) {
        var all = new HashMap<>(Map.of("taboo.guessDeadlineMs", "5000", "taboo.exitGraceMs", "1000"));
        all.putAll(options);
        var competition = new TabooCompetition(new TabooProtocol(DESCRIBER), DESCRIBER, JudgeLimits.defaults(), all);
        try (var judge = new Judge(new UnsandboxedBackend())) {
            return competition.play(judge, List.of(contestants), seed, games,
                    (entry, game, city) -> transcripts.resolve(options.hashCode() + "-e" + entry + "-g" + game + ".jsonl"), g -> { });
        }
    }

    private List<JsonNode> transcript(Map<String, String> options, int entry, int game) {
        var nodes = new ArrayList<JsonNode>();
        try {
            for (String line : Files.readAllLines(transcripts.resolve(options.hashCode() + "-e" + entry + "-g" + game + ".jsonl"))) {
                nodes.add(JSON.readTree(line));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return nodes;
    }

    private static List<String> lines(List<JsonNode> transcript, String src) {
        return transcript.stream().filter(n -> n.has("line") && src.equals(n.path("src").asText()))
                .map(n -> n.get("line").asText()).toList();
    }

    private static List<String> notes(List<JsonNode> transcript) {
        return transcript.stream().filter(n -> n.has("note")).map(n -> n.get("note").asText()).toList();
    }

    @Test
    void TAB_S01_eachGuesserWritesExactlyOneFlushedLinePerHint() {
        int games = 4;
        var outcome = compete(11, games, Map.of(), GOOD, TRIVIAL);
        for (int e = 0; e < 2; e++) {
            for (int g = 1; g <= games; g++) {
                var t = transcript(Map.of(), e, g);
                long hints = lines(t, "judge").stream().filter(l -> !l.equals("yes")).count();
                assertThat(lines(t, "p1")).as("entry %d game %d", e, g).hasSize((int) hints);
            }
            // A guess that was not flushed would have run into the guess deadline instead.
            assertThat(outcome.entries().get(e).games()).allSatisfy(g ->
                    assertThat(g.match().seats().getFirst().verdict()).isEqualTo(Verdict.OK));
        }
    }

    @Test
    void TAB_S02_theGuesserStripsTheNoPrefixBeforeReadingTheHint() {
        var hintsOnly = Map.of("taboo.dialect", "hints-only");
        compete(3, 3, Map.of(), GOOD);
        compete(3, 3, hintsOnly, GOOD);
        for (int g = 1; g <= 3; g++) {
            assertThat(lines(transcript(Map.of(), 0, g), "p1")).as("game %d", g)
                    .isEqualTo(lines(transcript(hintsOnly, 0, g), "p1"));
        }
        assertThat(lines(transcript(Map.of(), 0, 1), "judge")).anyMatch(l -> l.startsWith("no. "));
    }

    @Test
    void TAB_S03_aGuesserStopsOnYesOrEndOfInputWithStatusZero() {
        var outcome = compete(8, 2, Map.of(), GOOD, TRIVIAL);
        for (int e = 0; e < 2; e++) {
            for (int g = 1; g <= 2; g++) {
                var notes = notes(transcript(Map.of(), e, g));
                assertThat(notes).as("entry %d game %d", e, g).anyMatch(n -> n.contains("process ended: exit code 0"))
                        .noneMatch(n -> n.contains("killed"));
            }
        }
        // Both endings occur: the good guesser solves (yes), the trivial one runs out of hints (EOF).
        assertThat(outcome.entries().get(0).account().gamesSolved()).isPositive();
        assertThat(outcome.entries().get(1).account().gamesSolved()).isLessThan(2);
    }

    @Test
    void theGoodGuesserAveragesClearlyBetterThanTheTrivialOne() {
        var outcome = compete(2026, 20, Map.of(), GOOD, TRIVIAL);
        double good = outcome.entries().get(0).account().average();
        double trivial = outcome.entries().get(1).account().average();
        assertThat(good).as("good guesser's average").isLessThan(trivial / 3);
        assertThat(outcome.standings().getFirst().entryId()).isEqualTo("taboo_guesser.py");
    }
}
