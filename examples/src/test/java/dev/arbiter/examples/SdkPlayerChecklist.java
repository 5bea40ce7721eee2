package dev.arbiter.examples;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.lmc.LmcVariant;
import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The player-SDK checklists of lmc1.md (S01–S06), lmc2.md (S01–S03) and taboo.md (TAB-S01–S03), one test per
 * item, for the example entries an SDK builds, against the real judge. Items whose lines a conforming judge never
 * sends (a bare input line, a comment: the judge spells out the channel and drops comments) are proven twice:
 * through the judge, and on the bare process with the raw lines. Subclasses name the SDK.
 */
abstract class SdkPlayerChecklist {

    /** The handbook's example game, hints vague first; the example guessers know "bridges" means Venice. */
    private static final TabooCity VENICE = new TabooCity("venice", "Venice", List.of(), "Italy", 45.44, 12.34,
            List.of("venice", "italy"), List.of("sea", "yearly festival", "bridges", "renaissance art"));
    /** No hint the guessers know: they run out of hints. */
    private static final TabooCity LIMA = new TabooCity("lima", "Lima", List.of(), "Peru", -12.05, -77.04,
            List.of("lima", "peru"), List.of("desert coast", "ceviche"));

    private final SdkEntries sdk = entries();

    abstract SdkEntries entries();

    private Played lmc1(Script script) {
        return sdk.playLmc(LmcProtocol.lmc1(), new ScriptedGame(script.end()), Map.of());
    }

    private Played lmc2(Script script) {
        return sdk.playLmc(LmcProtocol.lmc2(), new ScriptedGame(script.end()), Map.of());
    }

    private static Script move(Script script) {
        return script.line("@player 1 @command move").await(1);
    }

    /** The moves the judge relayed from the player to the game, as the game saw them. */
    private static List<String> answers(Played played) {
        return played.receivedFrom("p1").stream().filter(l -> l.startsWith("@output")).toList();
    }

    private static void assertCleanSession(Played played) {
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        var seat = played.result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(played.notes()).anyMatch(n -> n.startsWith("process ended: exit code 0")).noneMatch(n -> n.contains("killed"));
    }

    @Test
    void LMC1_S01_sendsItsNameImmediatelyAtStartUp() {
        var played = lmc1(Script.create().open("rock paper scissors", 1));
        assertThat(played.receivedFrom("p1")).first().isEqualTo("@info name " + sdk.lmcName());
        assertThat(played.result().seats().getFirst().name()).isEqualTo(sdk.lmcName());
        assertCleanSession(played);
    }

    @Test
    void LMC1_S02_treatsALineWithoutAnAtPrefixAsAnInputMove() throws Exception {
        // The game's bare line reaches the player as "@input scissors" (the judge spells the channel out) ...
        var played = lmc1(move(Script.create().open("rock paper scissors", 1).line("@player 1 scissors")));
        assertThat(answers(played)).containsExactly("@output scissors");
        // ... so the bare line itself is fed to the process directly.
        try (var process = sdk.startLmcDirectly()) {
            process.nextLine();
            process.send("@command new", "@command alphabet rock paper scissors", "paper", "@command move");
            assertThat(process.output()).containsExactly("paper");
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @Test
    void LMC1_S03_resetsLearnedStateOnNew() {
        // Game 1 teaches y -> z by a hint; game 2 (same alphabet) must know nothing of it, nor of game 1's input.
        var script = move(Script.create().open("x y z", 1).line("@player 1 @input y"))
                .line("@player 1 @score -1").line("@player 1 @hint z").line("@player 1 @input y");
        script = move(move(script).open("x y z", 1));
        script = move(script.line("@player 1 @input y"));
        var played = lmc2(script);
        assertThat(answers(played)).containsExactly("@output y", "@output z", "@output x", "@output y");
        assertCleanSession(played);
    }

    @Test
    void LMC1_S04_treatsScoresAsIncrementsAndAccumulatesThem() {
        var script = move(Script.create().open("a b", 1)).line("@player 1 @score 0.5").line("@player 1 @score -0.25")
                .line("@player 1 @score 1").open("a b", 1);
        script = move(script).line("@player 1 @score 0.75");
        var played = lmc1(script);
        // The SDK's per-game sums (reported on stderr as each game ends) add up to the judge's total for the seat.
        assertThat(played.stderr("p1")).contains(sdk.lmcName() + ": game total 1.250 over 3 scores",
                sdk.lmcName() + ": game total 0.750 over 1 scores");
        assertThat(played.result().seats().getFirst().score()).isEqualTo(2.0);
    }

    @Test
    void LMC1_S05_exitsCleanlyOnCommandExit() {
        var played = lmc1(move(Script.create().open("a b", 1).line("@player 1 @input b")));
        assertThat(played.sentTo("p1")).last().isEqualTo("@command exit");
        assertThat(played.receivedFrom("p1")).as("nothing after its one answer").last().isEqualTo("@output b");
        assertCleanSession(played);
    }

    @Test
    void LMC1_S06_ignoresUnknownChannelsAndCommentLines() throws Exception {
        // Through the judge: an unknown channel and an unknown command reach the player and change nothing.
        var played = lmc1(move(Script.create().open("a b c d", 1).line("@player 1 @input b")
                .line("@player 1 @mood curious").line("@player 1 @command frobnicate now").line("@player 1 # aside")));
        assertThat(played.sentTo("p1")).contains("@mood curious", "@command frobnicate now");
        assertThat(answers(played)).containsExactly("@output b");
        assertCleanSession(played);
        // Comments and blank lines, which the judge never relays, straight to the process, with CRLF ends.
        try (var process = sdk.startLmcDirectly()) {
            process.nextLine();
            process.sendRaw("@command new\r\n@command alphabet a b c d\r\n# judge comment\r\n\r\n@foo bar\r\n"
                    + "@input c\r\n#\r\n@command move\r\n");
            assertThat(process.output()).containsExactly("c");
            process.sendRaw("@command exit\r\n");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @Test
    void LMC2_S01_meetsTheLmc1PlayerItemsInAnLmc2Session() {
        var script = move(Script.create().open("a b c d e", 1).line("# trainer comment").line("@player 1 @input b a d"))
                .line("@player 1 @score -0.5").line("@player 1 @hint b a");
        var played = lmc2(move(script.line("@player 1 @input c").line("@player 1 @mood odd")));
        assertThat(played.receivedFrom("p1")).containsExactly("@info name " + sdk.lmcName(), "@output b a d", "@output c");
        assertThat(played.result().seats().getFirst().score()).isEqualTo(-0.5);
        assertCleanSession(played);
    }

    @Test
    void LMC2_S02_parsesMultiWordInputAndEmitsMultiWordOutput() {
        var played = lmc2(move(Script.create().open("a b c d e", 1).line("@player 1 @input c a b e e")));
        // The game saw the utterance come back unchanged, single-spaced.
        assertThat(answers(played)).containsExactly("@output c a b e e");
        assertCleanSession(played);
    }

    @Test
    void LMC2_S03_exposesHintsToTheLearnerWhenPresentAndIgnoresThemOtherwise() {
        // With hints: the memo player learns "a b" -> "b a" from one hint and plays it next time.
        var taught = move(Script.create().open("a b c", 1).line("@player 1 @input a b")).line("@player 1 @score -1")
                .line("@player 1 @hint b a").line("@player 1 @input a b");
        assertThat(answers(lmc2(move(taught)))).containsExactly("@output a b", "@output b a");
        // Without: a layer-1 session plays on the inputs alone, a hint for another input changing nothing.
        var plain = move(Script.create().open("a b c", 1).line("@player 1 @input c")).line("@player 1 @score 1")
                .line("@player 1 @hint a").line("@player 1 @input a b");
        var played = lmc2(move(plain));
        assertThat(answers(played)).containsExactly("@output c", "@output a b");
        assertCleanSession(played);
    }

    @Test
    void dialectKeywordsComeFromTheCompetitionsDialectFile(@TempDir Path dir) throws Exception {
        // One properties file renames the move request and the name key for the judge and, by ARBITER_DIALECT, the entry.
        Path file = dir.resolve("dialect.properties");
        Files.writeString(file, "lmc.cmd.moveRequest=play\nlmc2.info.name=nom\n");
        var protocol = new LmcProtocol(LmcVariant.LMC2, LmcDialect.withOverrides(Map.of(
                "lmc.cmd.moveRequest", "play", "lmc2.info.name", "nom")));
        var game = new ScriptedGame("@info nom ScriptedGame", Script.create().open("a b", 1).line("@player 1 @input b")
                .line("@player 1 @command play").await(1).end());
        var played = sdk.playLmc(protocol, game, Map.of("ARBITER_DIALECT", file.toString()));
        assertThat(played.receivedFrom("p1")).containsExactly("@info nom " + sdk.lmcName(), "@output b");
        assertCleanSession(played);
    }

    @Test
    void TAB_S01_writesExactlyOneFlushedLinePerHint() {
        var played = sdk.playTaboo(List.of(VENICE), Map.of());
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "no. bridges", "yes");
        assertThat(played.receivedFrom("p1")).hasSize(3);
        // An unflushed guess would have met the guess deadline instead of a reply.
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
        assertThat(played.result().seats().getFirst().score()).isEqualTo(3);
    }

    @Test
    void TAB_S02_stripsALeadingNoBeforeInterpretingTheHint() {
        // "no. bridges" must be read as "bridges", which the guessers answer with Venice's coordinates.
        var verbatim = sdk.playTaboo(List.of(VENICE), Map.of());
        var hintsOnly = sdk.playTaboo(List.of(VENICE), Map.of("taboo.dialect", "hints-only"));
        assertThat(verbatim.stderr("p1")).containsSubsequence("hint: sea", "hint: yearly festival", "hint: bridges")
                .noneMatch(l -> l.startsWith("hint: no."));
        assertThat(verbatim.receivedFrom("p1")).last().isEqualTo("45,12");
        assertThat(hintsOnly.receivedFrom("p1")).isEqualTo(verbatim.receivedFrom("p1"));
        // A session of two games: START opens each, and the second game starts from no hints.
        var session = sdk.playTaboo(List.of(VENICE, VENICE), Map.of());
        assertThat(session.receivedFrom("p1")).isEqualTo(List.of("Tokyo", "New York", "45,12", "Tokyo", "New York", "45,12"));
    }

    @Test
    void TAB_S03_stopsOnYesOrEndOfInputWithStatusZero() {
        var solved = sdk.playTaboo(List.of(VENICE), Map.of());
        var lost = sdk.playTaboo(List.of(LIMA), Map.of());
        for (Played played : List.of(solved, lost)) {
            assertCleanSession(played);
        }
        assertThat(solved.stderr("p1")).contains("game over: solved after 3 guesses");
        assertThat(lost.sentTo("p1")).doesNotContain("yes");
        assertThat(lost.stderr("p1")).contains("game over: lost after 2 guesses");
    }
}
