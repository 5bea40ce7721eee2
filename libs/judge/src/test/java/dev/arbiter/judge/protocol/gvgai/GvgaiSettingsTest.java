package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.JudgeLimits;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GvgaiSettingsTest {

    @Test
    void theDefaultsAreTheTracks() {
        GvgaiSettings s = GvgaiSettings.from(Map.of());

        assertThat(s.game()).isEqualTo("aliens");
        assertThat(s.port()).isEqualTo(8080);
        assertThat(s.trainingLevels()).containsExactly(0, 1, 2);
        assertThat(s.validationLevels()).containsExactly(3, 4);
        assertThat(s.validationRepetitions()).isEqualTo(10);
        assertThat(List.of(s.startMillis(), s.initMillis(), s.actMillis(), s.actDisqualifyMillis(), s.resultMillis(),
                s.trainingMillis())).containsExactly(1_000L, 1_000L, 40L, 50L, 1_000L, 300_000L);
        assertThat(s.maxTicks()).isEqualTo(2000);
        assertThat(s.clock()).isEqualTo(GvgaiClock.BOTH);
    }

    @Test
    void theClockIsAKeywordOfTheCompetitionOrTheGame() {
        assertThat(GvgaiSettings.from(Map.of("gvgai.clock", "cpu")).clock()).isEqualTo(GvgaiClock.CPU);
        assertThat(GvgaiSettings.from(Map.of("gvgai.clock", " Wall ")).clock()).isEqualTo(GvgaiClock.WALL);
        assertThatThrownBy(() -> GvgaiSettings.from(Map.of("gvgai.clock", "user"))).hasMessageContaining("gvgai.clock");
        var protocol = new GvgaiProtocol(Map.of("gvgai.clock", "wall"));
        assertThat(protocol.settings(Map.of("gvgai.clock", "cpu")).clock()).isEqualTo(GvgaiClock.CPU);
    }

    @Test
    void aGameWithTwoLevelsTrainsOnTheFirstAndIsValidatedOnTheSecond() {
        GvgaiSettings s = GvgaiSettings.from(Map.of("game", "testgame1"));

        assertThat(s.trainingLevels()).containsExactly(0);
        assertThat(s.validationLevels()).containsExactly(1);
    }

    @Test
    void badSettingsAreRefusedByName() {
        assertThatThrownBy(() -> GvgaiSettings.from(Map.of("gvgai.act-ms", "0"))).hasMessageContaining("gvgai.act-ms");
        assertThatThrownBy(() -> GvgaiSettings.from(Map.of("gvgai.validation-levels", "3,9"))).hasMessageContaining("0 and 4");
        assertThatThrownBy(() -> GvgaiSettings.from(Map.of("gvgai.typo", "1"))).hasMessageContaining("unknown GVGAI setting");
        assertThatThrownBy(() -> GvgaiSettings.from(Map.of("gvgai.act-ms", "60"))).hasMessageContaining("act-disqualify-ms");
    }

    @Test
    void aRunGetsTheMatchDeadlineAndOutputItsBudgetsAllow() {
        GvgaiSettings s = GvgaiSettings.from(Map.of());
        JudgeLimits limits = GvgaiProtocol.limits(JudgeLimits.defaults(), s);

        // Five minutes of training plus 20 validation levels of up to 2000 ticks at 60 ms each.
        assertThat(limits.matchDeadline()).isGreaterThan(Duration.ofMinutes(5).plusSeconds(20 * 2000 * 60 / 1000));
        // Training alone may answer at thousands of ticks a second for five minutes.
        assertThat(limits.outputLimitBytes()).isGreaterThan(300_000L * 3 * 30);
    }

    @Test
    void onTheCpuClockAloneTheMatchDeadlineAllowsTheWallBackstopOfEveryTurn() {
        GvgaiSettings cpu = GvgaiSettings.from(Map.of("gvgai.clock", "cpu"));
        GvgaiSettings both = GvgaiSettings.from(Map.of());

        // A client that sleeps is not charged on the CPU clock until GvgaiClock.CPU_WALL_BACKSTOP budgets have passed.
        assertThat(cpu.worstCaseMillis()).isGreaterThan(GvgaiClock.CPU_WALL_BACKSTOP * (300_000L + 20 * 2000 * 50));
        // The default clock's wall backstop is a few budgets a turn, the CPU clock's ten.
        assertThat(both.worstCaseMillis()).isGreaterThan(GvgaiClock.BOTH_WALL_BACKSTOP * 20L * 2000 * 50)
                .isLessThan(cpu.worstCaseMillis() / 2);
    }
}
