package dev.arbiter.vgdl.coverage;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.coverage.CoverageReport.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plays every level of every shipped game for {@link CoverageReport#TICKS} ticks with the seeded
 * random agent, once, and holds the results against the module README's table.
 */
class ShippedGamesCoverageTest {
    private static List<Row> rows;

    @BeforeAll
    static void playEverything() {
        rows = CoverageReport.measure(CoverageReport.TICKS, CoverageReport.SEED);
    }

    @Test
    void everyShippedGameIsMeasured() {
        assertThat(rows).extracting(Row::game).containsExactlyElementsOf(ShippedGames.names());
        assertThat(rows).hasSizeGreaterThanOrEqualTo(95);
    }

    @Test
    void theLearningTrackGamesAndAtLeastThirtyGridGamesPlayEveryLevel() {
        assertThat(rows).filteredOn(Row::plays).extracting(Row::game)
                .contains("testgame1", "testgame2", "testgame3", "aliens", "boulderdash", "zelda", "sokoban");
        assertThat(rows).filteredOn(r -> r.plays() && !r.game().startsWith("testgame") && !r.game().startsWith("cec"))
                .hasSizeGreaterThanOrEqualTo(30);
    }

    @Test
    void aGameThatPlaysRunsEveryLevelUntilItEndsOrTheTicksRunOut() {
        for (Row r : rows) {
            if (r.plays()) {
                int levels = ShippedGames.levelCount(r.game());
                assertThat(r.ends()).as(r.game()).hasSize(levels);
                assertThat(r.ticks()).as(r.game()).isBetween(levels, levels * CoverageReport.TICKS);
            }
        }
    }

    @Test
    void everyLevelOfEveryGameHasAGvgaiReferenceState() {
        int levels = ShippedGames.names().stream().mapToInt(ShippedGames::levelCount).sum();
        assertThat(GvgaiReference.load().size()).isEqualTo(levels);
    }

    @Test
    void everyGameThatPlaysEndsEveryLevelInTheStateGvgaisEngineReached() {
        // Tick-for-tick agreement with the reference engine over the whole coverage run; a change
        // of semantics that parts from GVGAI fails here (and in the README table).
        assertThat(rows).filteredOn(Row::plays)
                .allSatisfy(r -> assertThat(r.sameAsGvgai()).as(r.game()).isEqualTo(r.ends().length()));
    }

    @Test
    void aGameThatDoesNotPlayNamesWhatIsMissing() {
        assertThat(rows).filteredOn(r -> !r.plays()).allSatisfy(r -> assertThat(r.missing()).isNotBlank());
    }

    @Test
    void theReadmeTableIsTheMeasuredOne() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(CoverageReport.section(readme))
                .as("libs/vgdl/README.md is stale: run bench/vgdl-coverage.sh")
                .isEqualTo(CoverageReport.markdown(rows, CoverageReport.TICKS));
    }
}
