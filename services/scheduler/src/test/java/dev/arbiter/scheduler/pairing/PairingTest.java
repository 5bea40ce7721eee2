package dev.arbiter.scheduler.pairing;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class PairingTest {

    @Test
    void aRoundRobinMeetsEveryPairInBothSeatsWithOneSeedPerMeeting() {
        List<Pairing> matches = RoundRobin.schedule(List.of(1L, 2L, 3L, 4L), 2, 99);

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
        assertThat(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, 42)).isEqualTo(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, 42));
        assertThat(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, 43).getFirst().seed())
                .isNotEqualTo(RoundRobin.schedule(List.of(5L, 6L, 7L), 1, 42).getFirst().seed());
        assertThat(Seeds.mix(1, 2, 3)).isNotNegative().isNotEqualTo(Seeds.mix(1, 3, 2));
    }

    @Test
    void singlePlayerEntriesAllPlayTheSameSeededInstances() {
        List<Pairing> matches = RoundRobin.instances(List.of(1L, 2L), 3, 1, 7);

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
            List<Pairing> matches = SwissPairing.pair(field, points, met, byes, round, 5);
            assertThat(matches).hasSize(6);
            for (Pairing p : matches) {
                assertThat(before).doesNotContain(SwissPairing.pairKey(p.seats().get(0), p.seats().get(1)));
                points.merge(p.seats().getFirst(), p.seats().getFirst() < p.seats().getLast() ? 0.5 : 0.0, Double::sum);
            }
        }
        assertThat(byes).as("three different entries sat out").hasSize(3);
    }

    @Test
    void theLadderPairsTheLeastPlayedEntryWithTheClosestRatedOpponent() {
        var candidates = List.of(
                new LadderPairing.Candidate(1, 1500, 10),
                new LadderPairing.Candidate(2, 1400, 3),
                new LadderPairing.Candidate(3, 1420, 4),
                new LadderPairing.Candidate(4, 1900, 3));

        assertThat(LadderPairing.next(candidates, 0)).contains(List.of(2L, 3L));
        assertThat(LadderPairing.next(candidates, 1)).as("seats alternate").contains(List.of(3L, 2L));
        assertThat(LadderPairing.next(candidates.subList(0, 1), 0)).isEmpty();
        double[] after = LadderPairing.elo(1500, 1500, 1);
        assertThat(after[0]).isEqualTo(1512.0);
        assertThat(after[1]).isEqualTo(1488.0);
    }
}
