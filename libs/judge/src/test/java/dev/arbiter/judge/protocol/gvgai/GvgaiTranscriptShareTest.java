package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** However long training runs, it fills at most its share of the transcript: validation is recorded whole. */
class GvgaiTranscriptShareTest {

    @Test
    void trainingBeyondItsShareIsSummarisedAndEveryValidationMessageAndNoteIsKept() {
        var settings = GvgaiRuns.settings(GvgaiRuns.freePort());
        settings.remove("gvgai.transcript");
        var protocol = new GvgaiProtocol(settings);
        var client = GvgaiProtocol.wrap(GvgaiRuns.client("--results", "0,0,0,1,2,0,1,2,0,1,2,0,1,2,END_TRAINING"),
                protocol.settings(Map.of()));
        JudgeLimits limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5))
                .withExitGrace(Duration.ofSeconds(1)).withTranscriptLimit(120_000);
        Played played = JudgeKit.play(new UnsandboxedBackend(), protocol, null,
                List.of(new Participant.Program(client, "test_client.py")), limits, Map.of(), 7);

        var seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(played.result().transcript().truncated()).isFalse();
        assertThat(played.notes()).anyMatch(n -> n.startsWith("training was summarised"));
        // Every level's outcome is noted, training's included.
        assertThat(GvgaiRuns.levelsPlayed(played)).hasSize(15 + 4);
        // Validation whole: 4 plays of INIT, 7 ACTs and END each, every one answered.
        List<GvgaiRuns.Sent> validation = GvgaiRuns.sent(played).stream()
                .filter(s -> s.sso() != null && s.sso().get("isValidation").asBoolean()).toList();
        assertThat(validation).hasSize(4 * 9);
        List<ValidationPlayNote> notes = played.notes().stream().map(ValidationPlayNote::parse).flatMap(Optional::stream).toList();
        assertThat(notes).hasSize(4);
    }
}
