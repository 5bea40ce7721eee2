package dev.arbiter.scheduler;

import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.LadderService;
import dev.arbiter.scheduler.service.Standings;
import dev.arbiter.scheduler.support.StoredRecords;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The organiser's ladder standings once took over a minute on a demo ladder of ~6,000 matches: each match's seats
 * were read by a query of their own. Counted in statements, not timed, so the test means the same on any machine.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class LadderStandingsQueriesTest {

    private static final int MATCHES = 300;

    @Inject
    CompetitionService competitions;
    @Inject
    LadderService ladder;
    @Inject
    EntityManagerFactory persistence;

    @Test
    void theStandingsOfALadderOfManyMatchesAreReadInAFewStatementsNotOnePerMatch() {
        String slug = RunnerDouble.slug("many-matches");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        QuarkusTransaction.requiringNew().run(() -> {
            Competition c = competitions.find(slug);
            Entry strong = StoredRecords.ready(c, "strong");
            Entry weak = StoredRecords.ready(c, "weak");
            for (int i = 0; i < MATCHES; i++) {
                finishedLadderMatch(c, i, strong, weak);
            }
        });
        Statistics statistics = persistence.unwrap(SessionFactory.class).getStatistics();
        statistics.clear();

        List<Standings.Row> rows = QuarkusTransaction.requiringNew().call(() -> ladder.standings(competitions.find(slug)));

        assertThat(rows).extracting(Standings.Row::entry).containsExactly("strong", "weak");
        assertThat(rows).extracting(Standings.Row::matches).containsExactly(MATCHES, MATCHES);
        assertThat(rows.get(0).wins()).isEqualTo(MATCHES);
        // The count is the whole service's: the outbox relay and the ladder's filler poll meanwhile. Reading seats
        // match by match costs at least two statements a match (the filter and the tally each read them).
        assertThat(statistics.getPrepareStatementCount()).as("statements for %d matches", MATCHES).isLessThan(MATCHES);
    }

    private static void finishedLadderMatch(Competition c, int i, Entry first, Entry second) {
        var m = new Match();
        m.id = "l-" + UUID.randomUUID();
        m.competition = c;
        m.kind = MatchKind.LADDER;
        m.seed = i;
        m.state = MatchState.FINISHED;
        m.attempt = 1;
        m.createdAt = Instant.now();
        m.finishedAt = Instant.now();
        m.persist();
        seat(m, 1, first, 3.0);
        seat(m, 2, second, 1.0);
    }

    private static void seat(Match m, int number, Entry entry, double score) {
        var s = new MatchSeat();
        s.matchId = m.id;
        s.seat = number;
        s.entry = entry;
        s.score = score;
        s.verdict = "ok";
        s.persist();
    }
}
