package dev.arbiter.judge.protocol.gvgai;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.protocol.gvgai.GvgaiRuns.Sent;
import dev.arbiter.rating.aggregate.GvgaiFormulaOnePoints;
import dev.arbiter.rating.aggregate.GvgaiGameResult;
import dev.arbiter.rating.aggregate.GvgaiStanding;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.lastAction;
import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.levelsPlayed;
import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.phase;
import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.play;
import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.seat;
import static dev.arbiter.judge.protocol.gvgai.GvgaiRuns.sent;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The referee's conformance checklist (docs/protocols/gvgai.md, GVG-C01…C20), each item against the scriptable
 * test client, a real process speaking the wire protocol over TCP through the relay. Levels last seven cycles
 * (max-ticks 6) and validation has two repetitions so that a run takes about a second.
 */
class GvgaiConformanceTest {

    private static final String PLAIN = "--results";
    /** Answers after levels 0 and 1 (phase 1 ignores them), then training ends after level 2. */
    private static final String TRAIN_ONCE = "0,0,END_TRAINING";

    @Test
    void GVG_C01_listensOnTheConfiguredPortAndAcceptsExactlyOneClient() {
        int port = GvgaiRuns.freePort();
        var settings = GvgaiRuns.settings(port);
        Played played = GvgaiRuns.play(new dev.arbiter.sandbox.none.UnsandboxedBackend(), settings,
                GvgaiRuns.client("--port", Integer.toString(port), "--probe-second", PLAIN, TRAIN_ONCE));

        String stderr = seat(played).stderrHead();
        assertThat(stderr).contains("connected to localhost:" + port);
        assertThat(stderr).contains("connect 127.0.0.1:" + port + ": failed: Connection refused");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
        assertThat(GvgaiSettings.from(Map.of()).port()).as("the track's default").isEqualTo(8080);
    }

    @Test
    void GVG_C02_everyLineIsIdHashPayloadWithIdsFromZeroUpByOne() {
        Played played = play(Map.of(), PLAIN, TRAIN_ONCE);

        List<String> lines = played.sentTo("p1");
        assertThat(lines).hasSizeGreaterThan(20);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i)).startsWith(i + "#");
            assertThat(lines.get(i).substring(lines.get(i).indexOf('#') + 1)).doesNotContain("#").doesNotContain("\n");
        }
    }

    @Test
    void GVG_C03_startComesFirstAndOnlyStartDoneStartsTheRun() {
        Played ok = play(Map.of(), PLAIN, TRAIN_ONCE);
        assertThat(ok.sentTo("p1").getFirst()).isEqualTo("0#START");
        assertThat(ok.sentTo("p1").get(1)).startsWith("1#{\"phase\":\"INIT\"");

        Played failed = play(Map.of(), "--start", "START_FAILED");
        assertThat(failed.sentTo("p1")).containsExactly("0#START");
        assertThat(seat(failed).verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat(failed).detail()).contains("START_FAILED");

        Played silent = play(Map.of("gvgai.start-ms", "300"), "--start", "SILENT");
        assertThat(silent.sentTo("p1")).containsExactly("0#START");
        assertThat(seat(silent).detail()).contains("no answer to START");
        // A run that never started has every validation play disqualified.
        assertThat(seat(silent).stats()).containsEntry("plays", 4.0).containsEntry("disqualified", 4.0);
    }

    @Test
    void GVG_C04_playsTheTrainingLevelsInOrderFirstWhateverTheAgentAsks() {
        Played played = play(Map.of(), PLAIN, "2,2,2,END_TRAINING");

        assertThat(levelsPlayed(played)).startsWith("training 0", "training 1", "training 2", "training 2");
    }

    @Test
    void GVG_C05_eachLevelBeginsWithAFullJsonInitThatSaysWhetherItIsValidation() {
        // The agent asks for screenshots on its first tick: INIT stays full JSON without an image all the same.
        Played played = play(Map.of(), "--act-at", "1=ACTION_NIL#IMAGE", PLAIN, TRAIN_ONCE);

        List<Sent> inits = phase(played, "INIT");
        assertThat(inits).hasSize(3 + 4);
        for (Sent init : inits) {
            assertThat(init.sso().has("observationGrid")).isTrue();
            assertThat(init.sso().has("imageArray")).isFalse();
        }
        assertThat(inits).extracting(i -> i.sso().get("isValidation").asBoolean())
                .containsExactly(false, false, false, true, true, true, true);
    }

    @Test
    void GVG_C06_sendsOneActPerTickAndAppliesOneActionPerReply() {
        Played played = play(Map.of(), "--action", "ACTION_LEFT", PLAIN, TRAIN_ONCE);

        List<Sent> messages = sent(played);
        // Level 0: INIT, then ACT at ticks 0…6 (the framework's counter reaches the limit 6 on the 7th cycle), each
        // answered once, then END, which reports the counter of the last cycle.
        assertThat(messages.subList(1, 10)).extracting(Sent::phase)
                .containsExactly("INIT", "ACT", "ACT", "ACT", "ACT", "ACT", "ACT", "ACT", "END");
        assertThat(messages.subList(2, 10)).extracting(s -> s.sso().get("gameTick").asInt())
                .containsExactly(0, 1, 2, 3, 4, 5, 6, 6);
        assertThat(messages.subList(3, 10)).allMatch(s -> lastAction(s).equals("ACTION_LEFT"));
        assertThat(played.receivedFrom("p1").stream().filter(l -> l.contains("ACTION_LEFT")).count())
                .isEqualTo(phase(played, "ACT").size());
    }

    @Test
    void GVG_C07_actObservationsFollowTheLatestTypeAskedForStartingWithJson() {
        Played played = play(Map.of(), "--act-at", "1=ACTION_NIL#IMAGE", "--act-at", "2=ACTION_NIL",
                "--act-at", "3=ACTION_NIL#BOTH", "--act-at", "4=ACTION_NIL#JSON", PLAIN, TRAIN_ONCE);

        List<Sent> acts = phase(played, "ACT");
        assertThat(kind(acts.get(0))).isEqualTo("JSON");
        assertThat(kind(acts.get(1))).isEqualTo("IMAGE");
        assertThat(kind(acts.get(2))).as("a reply without a type keeps the last one").isEqualTo("IMAGE");
        assertThat(kind(acts.get(3))).isEqualTo("BOTH");
        assertThat(kind(acts.get(4))).isEqualTo("JSON");
    }

    @Test
    void GVG_C08_anImageObservationIsAPngAndTheSummaryFieldsWithoutObjectLists() throws IOException {
        Played played = play(Map.of(), "--act-at", "1=ACTION_NIL#IMAGE", PLAIN, TRAIN_ONCE);

        JsonNode image = phase(played, "ACT").get(1).sso();
        byte[] png = new byte[image.get("imageArray").size()];
        for (int i = 0; i < png.length; i++) {
            png[i] = (byte) image.get("imageArray").get(i).asInt();
        }
        assertThat(ImageIO.read(new ByteArrayInputStream(png)).getWidth()).isPositive();
        assertThat(image.has("gameScore") && image.has("gameTick") && image.has("gameWinner")
                && image.has("isGameOver") && image.has("availableActions")).isTrue();
        assertThat(image.has("observationGrid") || image.has("NPCPositions") || image.has("immovablePositions")
                || image.has("avatarPosition")).isFalse();
    }

    @Test
    void GVG_C09_anUnknownUnavailableOrMissingActionIsNil() {
        // aliens' avatar has USE, LEFT and RIGHT only.
        Played played = play(Map.of(), "--action", "ACTION_LEFT", "--act-at", "2=ACTION_JUMP#JSON",
                "--act-at", "3=ACTION_UP", "--act-at", "4=", "--act-at", "5=action_right", PLAIN, TRAIN_ONCE);

        List<Sent> acts = phase(played, "ACT");
        assertThat(lastAction(acts.get(1))).isEqualTo("ACTION_LEFT");
        assertThat(lastAction(acts.get(2))).isEqualTo("ACTION_NIL");
        assertThat(lastAction(acts.get(3))).isEqualTo("ACTION_NIL");
        assertThat(lastAction(acts.get(4))).isEqualTo("ACTION_NIL");
        assertThat(lastAction(acts.get(5))).as("names match case-insensitively").isEqualTo("ACTION_RIGHT");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void GVG_C10_aStaleIdIsSkippedAndAFutureIdIsNoAnswer() {
        Played played = play(Map.of(), "--action", "ACTION_RIGHT", "--raw-at", "2=0#ACTION_LEFT",
                "--raw-at", "4=99999#ACTION_LEFT", PLAIN, TRAIN_ONCE);

        List<Sent> acts = phase(played, "ACT");
        assertThat(lastAction(acts.get(2))).as("the stale answer was skipped, the real one applied").isEqualTo("ACTION_RIGHT");
        assertThat(lastAction(acts.get(4))).as("the future id counted as no answer").isEqualTo("ACTION_NIL");
        assertThat(lastAction(acts.get(5))).isEqualTo("ACTION_RIGHT");
        assertThat(seat(played).incidents()).anyMatch(i -> i.contains("skipped an answer to message 0"))
                .anyMatch(i -> i.contains("99999"));
    }

    @Test
    void GVG_C11_escapeOrAbortEndsTheLevelWithPhaseAbort() {
        // Level 0 is escaped on its second tick, level 1 aborted on its second (ACTs 3 and 4 overall).
        Played played = play(Map.of(), "--act-at", "2=ACTION_ESCAPE", "--act-at", "4=ABORT", PLAIN, TRAIN_ONCE);

        List<Sent> messages = sent(played);
        assertThat(messages.subList(1, 5)).extracting(Sent::phase).containsExactly("INIT", "ACT", "ACT", "ABORT");
        assertThat(messages.subList(5, 9)).extracting(Sent::phase).containsExactly("INIT", "ACT", "ACT", "ABORT");
        assertThat(messages.get(4).sso().get("isGameOver").asBoolean()).isTrue();
        assertThat(messages.get(4).sso().get("gameWinner").asText()).isEqualTo("PLAYER_LOSES");
    }

    @Test
    void GVG_C12_aLevelEndsAtTheTickLimitAsALoss() {
        Played played = play(Map.of(), PLAIN, TRAIN_ONCE);

        // As the framework: max-ticks 6 plays cycles 0…6, and the END reports the counter 6 and no actions.
        assertThat(phase(played, "ACT").subList(0, 7)).extracting(s -> s.sso().get("gameTick").asInt())
                .containsExactly(0, 1, 2, 3, 4, 5, 6);
        JsonNode end = phase(played, "END").getFirst().sso();
        assertThat(end.get("gameTick").asInt()).isEqualTo(6);
        assertThat(end.get("gameWinner").asText()).isEqualTo("PLAYER_LOSES");
        assertThat(end.get("isGameOver").asBoolean()).isTrue();
        assertThat(end.get("availableActions")).isEmpty();
        assertThat(seat(played).stats().get("mean-ticks")).as("a play's ticks are the framework's counter").isEqualTo(6.0);
    }

    @Test
    void GVG_C13_theAnswerToEndChoosesTheNextTrainingLevelAndAnythingElseIsRandom() {
        Played played = play(Map.of(), "--act-at", "1=ACTION_NIL#IMAGE", PLAIN, "9,9,2#JSON,1,3,x,END_TRAINING");

        List<String> training = levelsPlayed(played).stream().filter(l -> l.startsWith("training")).toList();
        assertThat(training).hasSize(7).startsWith("training 0", "training 1", "training 2", "training 2", "training 1");
        // 3 (a validation level) and "x" are no training choice: a random training level each.
        assertThat(training.subList(5, 7)).allMatch(l -> l.matches("training [012]"));
        assertThat(phase(played, "END")).allMatch(e -> e.sso().has("observationGrid") && !e.sso().has("imageArray"));
    }

    @Test
    void GVG_C14_endTrainingOrEndValidationSwitchesToValidation() {
        assertThat(levelsPlayed(play(Map.of(), PLAIN, "END_TRAINING")))
                .containsExactly("training 0", "validation 3", "validation 4", "validation 3", "validation 4");
        assertThat(levelsPlayed(play(Map.of(), PLAIN, "0,END_VALIDATION")))
                .containsExactly("training 0", "training 1", "validation 3", "validation 4", "validation 3", "validation 4");
    }

    @Test
    void GVG_C15_validationAlternatesLevelsThreeAndFourWhateverTheAgentAsks() {
        Played played = play(Map.of("gvgai.validation-repetitions", "3"), PLAIN, "0,0,END_TRAINING,1,1,1,1,1,1");

        assertThat(levelsPlayed(played).stream().filter(l -> l.startsWith("validation")).toList())
                .containsExactly("validation 3", "validation 4", "validation 3", "validation 4", "validation 3", "validation 4");
        assertThat(seat(played).stats()).containsEntry("level3.plays", 3.0).containsEntry("level4.plays", 3.0);
    }

    @Test
    void GVG_C16_overspendingAtTheEndOfATrainingLevelStopsTheRun() {
        Played played = play(Map.of(), "--result-at", "1=END_OVERSPENT");

        assertThat(levelsPlayed(played)).containsExactly("training 0");
        assertThat(played.sentTo("p1")).noneMatch(l -> l.endsWith("#FINISH"));
        assertThat(seat(played).verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat(played).stats()).containsEntry("plays", 4.0).containsEntry("disqualified", 4.0);
    }

    @Test
    void GVG_C16_overspendingOrSilenceAtTheEndOfAValidationLevelCutsTheRepetitionShort() {
        // The first validation level (3) is answered END_OVERSPENT: level 4 of that repetition is skipped.
        Played played = play(Map.of("gvgai.result-ms", "500"), PLAIN, "END_TRAINING", "--result-at", "2=END_OVERSPENT",
                "--result-at", "3=SILENT");

        // Second repetition: level 3 played, its END left unanswered past the budget: level 4 skipped again.
        assertThat(levelsPlayed(played)).containsExactly("training 0", "validation 3", "validation 3");
        assertThat(played.sentTo("p1").getLast()).endsWith("#FINISH");
        SeatResult seat = seat(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(seat.stats()).containsEntry("level3.disqualified", 2.0).containsEntry("level4.disqualified", 2.0);
    }

    @Test
    void GVG_C17_finishFollowsTheLastValidationLevelAndNeedsNoAnswer() {
        Played played = play(Map.of(), PLAIN, TRAIN_ONCE);

        List<String> lines = played.sentTo("p1");
        long finishId = lines.size() - 1;
        assertThat(lines.getLast()).isEqualTo(finishId + "#FINISH");
        assertThat(phase(played, "END").getLast().sso().get("isValidation").asBoolean()).isTrue();
        assertThat(played.receivedFrom("p1")).noneMatch(l -> l.startsWith(finishId + "#"));
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
        assertThat(seat(played).stderrHead()).contains("got FINISH");
    }

    @Test
    void GVG_C18_aDisqualifiedLevelIsALossOfMinus1000() {
        // The 22nd ACT is the first of validation (3 training levels × 7 cycles before it).
        Played played = play(Map.of(), PLAIN, TRAIN_ONCE, "--act-at", "22=END_OVERSPENT");

        Sent abort = phase(played, "ABORT").getFirst();
        assertThat(abort.sso().get("gameWinner").asText()).isEqualTo("PLAYER_DISQ");
        assertThat(abort.sso().get("isValidation").asBoolean()).isTrue();
        assertThat(abort.sso().get("isGameOver").asBoolean()).isTrue();
        SeatResult seat = seat(played);
        assertThat(seat.stats()).containsEntry("level3.disqualified", 1.0).containsEntry("level3.plays", 2.0);
        assertThat(seat.stats().get("level3.mean-score")).isLessThanOrEqualTo(-1000 / 2.0 + 100);
        assertThat(seat.score()).isLessThanOrEqualTo(-1000 + 100);
        assertThat(seat.scoredMoves()).isEqualTo(4);
    }

    @Test
    void GVG_C19_runsRankByVictoriesMeanScoreAndTicksForFormulaOnePoints() {
        Played clean = play(Map.of(), PLAIN, TRAIN_ONCE);
        Played forfeits = play(Map.of(), PLAIN, TRAIN_ONCE, "--act-at", "22=END_OVERSPENT");

        var results = new ArrayList<GvgaiGameResult>();
        results.add(result("clean", seat(clean)));
        results.add(result("forfeits", seat(forfeits)));
        List<GvgaiStanding> ranked = new GvgaiFormulaOnePoints().rank(results);

        assertThat(ranked).extracting(GvgaiStanding::entryId).containsExactly("clean", "forfeits");
        assertThat(ranked).extracting(GvgaiStanding::points).containsExactly(25, 18);
    }

    @Test
    void GVG_C20_theRefereeEnforcesItsOwnWallClockCaps() {
        Played neverConnects = play(Map.of("gvgai.connect-ms", "500"), "--never-connect");
        assertThat(seat(neverConnects).verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat(neverConnects).detail()).contains("did not connect");
        assertThat(neverConnects.sentTo("p1")).isEmpty();

        // A slow answer (the client sleeps 3 s, the budget is 1 s) has ACTION_NIL applied instead.
        Played slow = play(Map.of("gvgai.act-ms", "1000"), "--action", "ACTION_LEFT", "--sleep-at", "2=3000", PLAIN, TRAIN_ONCE);
        List<Sent> acts = phase(slow, "ACT");
        assertThat(lastAction(acts.get(2))).isEqualTo("ACTION_NIL");
        assertThat(lastAction(acts.get(3))).isEqualTo("ACTION_LEFT");

        // No answer at all by the disqualification budget: the level is lost as disqualified.
        Played silent = play(Map.of("gvgai.act-ms", "500", "gvgai.act-disqualify-ms", "500"), PLAIN, TRAIN_ONCE,
                "--act-at", "22=SILENT");
        assertThat(phase(silent, "ABORT").getFirst().sso().get("gameWinner").asText()).isEqualTo("PLAYER_DISQ");

        // Training time spent: validation follows whatever the agent asked for.
        Played spent = play(Map.of("gvgai.training-ms", "1"), PLAIN, "0,0,0,1,1,1");
        assertThat(levelsPlayed(spent)).startsWith("training 0", "validation 3");
    }

    private static String kind(Sent act) {
        boolean image = act.sso().has("imageArray");
        boolean state = act.sso().has("observationGrid");
        return image && state ? "BOTH" : image ? "IMAGE" : "JSON";
    }

    private static GvgaiGameResult result(String entry, SeatResult seat) {
        return new GvgaiGameResult(entry, "aliens", seat.stats().get("victories").intValue(),
                seat.stats().get("mean-score"), seat.stats().get("mean-ticks"), seat.stats().get("plays").intValue());
    }
}
