package dev.arbiter.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rating.elo.Elo;
import dev.arbiter.rating.glicko2.Glicko2;
import dev.arbiter.rating.trueskill.TrueSkill;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The leaderboard's promise: recomputing from the results table gives exactly the incremental state. */
class LadderReplayTest {

    static Stream<RatingSystem<?>> systems() {
        return Stream.of(new Elo(), new Glicko2(), new TrueSkill());
    }

    @ParameterizedTest
    @MethodSource("systems")
    <S extends Rating> void recomputingFromAllResultsEqualsTheIncrementalStateBitForBit(RatingSystem<S> system) {
        List<MatchResult> deliveries = deliveries(new SplittableRandom(20250101L), 12, 1500);

        Ladder<S> incremental = new Ladder<>(system);
        deliveries.forEach(incremental::apply);
        List<MatchResult> resultsTable = new ArrayList<>(deliveries);
        Collections.shuffle(resultsTable, new Random(7));
        Ladder<S> recomputed = Ladder.recompute(system, resultsTable);

        assertThat(incremental.appliedResults()).isGreaterThan(1000);
        assertThat(recomputed.ratings().keySet()).isEqualTo(incremental.ratings().keySet());
        incremental.ratings().forEach((entry, state) -> assertSameBits(state, recomputed.ratings().get(entry)));
        assertThat(recomputed.standings(Instant.EPOCH)).isEqualTo(incremental.standings(Instant.EPOCH));
    }

    /**
     * What a consumer of {@code match.finished} sees: results in increasing sequence, about one in ten
     * not rated (errors, cancellations), and about one in ten an earlier result delivered again.
     */
    private static List<MatchResult> deliveries(SplittableRandom random, int entries, int results) {
        List<MatchResult> deliveries = new ArrayList<>();
        Instant time = Instant.parse("2025-03-01T00:00:00Z");
        for (int sequence = 1; sequence <= results; sequence++) {
            int first = random.nextInt(entries);
            int second = (first + 1 + random.nextInt(entries - 1)) % entries;
            // Entry i beats entry j more often when i > j, so ratings spread out.
            double firstScore = random.nextDouble() < 0.1 ? 0.5 : random.nextInt(entries * 2) < entries + first - second ? 1 : 0;
            time = time.plusSeconds(random.nextInt(4 * 3600));
            MatchResult result = MatchResult.completed("m" + sequence, sequence, time,
                    "e" + first, firstScore, "e" + second, 1 - firstScore);
            int kind = random.nextInt(20);
            if (kind == 0) {
                result = result.withStatus(MatchStatus.INFRASTRUCTURE_ERROR);
            } else if (kind == 1) {
                result = result.withStatus(MatchStatus.CANCELLED);
            }
            deliveries.add(result);
            if (random.nextInt(10) == 0) {
                deliveries.add(deliveries.get(random.nextInt(deliveries.size())));
            }
        }
        return deliveries;
    }

    /** Every component equal, doubles compared by their raw bits rather than within a tolerance. */
    private static void assertSameBits(Rating expected, Rating actual) {
        for (RecordComponent component : expected.getClass().getRecordComponents()) {
            Object expectedValue = read(component, expected);
            Object actualValue = read(component, actual);
            if (expectedValue instanceof Double e) {
                assertThat(Double.doubleToRawLongBits((Double) actualValue))
                        .as(component.getName()).isEqualTo(Double.doubleToRawLongBits(e));
            } else {
                assertThat(actualValue).as(component.getName()).isEqualTo(expectedValue);
            }
        }
    }

    private static Object read(RecordComponent component, Rating rating) {
        try {
            return component.getAccessor().invoke(rating);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
