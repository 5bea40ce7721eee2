package dev.arbiter.scheduler.pairing;

import dev.arbiter.judge.seed.SeedPrf;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class PairingTest {

    private static final SeedPrf KEY = new SeedPrf("pairing-test-key-pairing-test-key".getBytes(java.nio.charset.StandardCharsets.UTF_8));

    private static Seeds round(long seed) {
        return Seeds.of(KEY, "round", "test#round-seed=" + seed);
    }

    @Test
    void aRoundRobinMeetsEveryPairInBothSeatsWithOneSeedPerMeeting() {
        List<Pairing> matches = RoundRobin.schedule(List.of(1L, 2L, 3L, 4L), 2, round(99));

        assertThat(matches).hasSize(4 * 3 / 2 * 2 * 2);
        assertThat(matches.stream().filter(p -> p.seats().equals(List.of(1L, 2L)))).hasSize(2);
        assertThat(matches.stream().filter(p -> p.seats().equals(List.of(2L, 1L)))).hasSize(2);
        for (int i = 0; i < matches.size(); i += 2) {
            assertThat(matches.get(i).seed()).isEqualTo(matches.get(i + 1).seed());
            assertThat(matches.get(i).seats()).isEqualTo(matches.get(i + 1).seats().reversed());
        }
        assertThat(matches.stream().map(Pairing::seed).distinct()).hasSize(matches.size() / 2);
    }

    @Test
    void theSameRoundSeedGivesTheSameMatchesAndAnotherSeedOtherSeeds() {
        assertThat(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, round(42))).isEqualTo(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, round(42)));
        assertThat(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, round(43)).getFirst().seed())
                .isNotEqualTo(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, round(42)).getFirst().seed());
        assertThat(round(1).seed(2, 3)).isNotNegative().isNotEqualTo(round(1).seed(3, 2));
    }

    @Test
    void singlePlayerEntriesAllPlayTheSameSeededInstances() {
        List<Pairing> matches = RoundRobin.instances(List.of(1L, 2L), 3, 1, round(7));

        Map<Long, Set<Long>> seedsByEntry = matches.stream().collect(Collectors.groupingBy(p -> p.seats().getFirst(),
                Collectors.mapping(Pairing::seed, Collectors.toSet())));
        assertThat(seedsByEntry.get(1L)).hasSize(3).isEqualTo(seedsByEntry.get(2L));
    }

    @Test
    void swissRoundsAvoidRematchesAndGiveAByeToOneEntryOfAnOddField() {
        List<Long> field = List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L);
        Set<String> met = new HashSet<>();
        Set<Long> byes = new HashSet<>();
        Map<Long, Double> points = new HashMap<>();
        for (int round = 1; round <= 3; round++) {
            Set<String> before = new HashSet<>(met);
            List<Pairing> matches = SwissPairing.pair(field, points, met, byes, round, round(5));
            assertThat(matches).hasSize(6);
            for (Pairing p : matches) {
                assertThat(before).doesNotContain(SwissPairing.pairKey(p.seats().get(0), p.seats().get(1)));
                points.merge(p.seats().getFirst(), p.seats().getFirst() < p.seats().getLast() ? 0.5 : 0.0, Double::sum);
            }
        }
        assertThat(byes).as("three different entries sat out").hasSize(3);
    }

    @Test
    void aNewEntryPlaysNextAgainstAnOpponentRatedCloseToIt() {
        var candidates = List.of(
                new LadderPairing.Candidate(1, 30, 1, 10),
                new LadderPairing.Candidate(2, 25, 8.3, 0),
                new LadderPairing.Candidate(3, 24, 1, 10),
                new LadderPairing.Candidate(4, 5, 1, 10));
        var history = new OpponentHistory();
        history.record(List.of(1L, 3L));
        history.record(List.of(3L, 4L));

        for (long seed = 0; seed < 20; seed++) {
            List<Long> seats = LadderPairing.next(candidates, history, new java.util.Random(seed)).orElseThrow();
            assertThat(seats).as("seed %d", seed).contains(2L).doesNotContain(4L);
        }
        assertThat(LadderPairing.next(candidates.subList(0, 1), history, new java.util.Random(0))).isEmpty();
    }

    @Test
    void aPairTakesTurnsInTheFirstSeat() {
        var candidates = List.of(new LadderPairing.Candidate(1, 25, 2, 0), new LadderPairing.Candidate(2, 25, 2, 0));
        var history = new OpponentHistory();
        var random = new java.util.Random(5);
        int firstSeatsOfEntry1 = 0;
        for (int match = 0; match < 10; match++) {
            List<Long> seats = LadderPairing.next(candidates, history, random).orElseThrow();
            history.record(seats);
            firstSeatsOfEntry1 += seats.get(0) == 1L ? 1 : 0;
        }
        assertThat(firstSeatsOfEntry1).isEqualTo(5);
    }

    @Test
    void twoSeparateGroupsAreMadeToMeet() {
        var candidates = List.of(
                new LadderPairing.Candidate(1, 25, 1, 4), new LadderPairing.Candidate(2, 25, 1, 4),
                new LadderPairing.Candidate(3, 10, 1, 4), new LadderPairing.Candidate(4, 10, 1, 4));
        var history = new OpponentHistory();
        history.record(List.of(1L, 2L));
        history.record(List.of(3L, 4L));

        List<Long> seats = LadderPairing.next(candidates, history, new java.util.Random(1)).orElseThrow();

        assertThat(history.connected(seats.get(0), seats.get(1))).as("%s joins the two groups", seats).isFalse();
    }
}
