package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchState;
import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.persistence.RerunSet;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Rerun sets: chosen official matches played again with the same seats and seeds (after an
 * infrastructure failure, or a game fix). The reruns count for nothing until the organiser, having seen
 * the difference, applies the set; then they replace the originals in the round's standings. A discarded
 * set leaves the round as it was.
 */
@ApplicationScoped
public class RerunService {

    @Schema(description = "One rerun beside the match it would replace")
    public record Comparison(String originalMatchId, String originalState, List<Double> originalScores,
                             String rerunMatchId, String rerunState, List<Double> rerunScores, boolean changed) {
    }

    @Schema(description = "What applying a rerun set would change")
    public record Difference(String rerunSetId, String roundId, String state, String reason, List<Comparison> matches,
                             List<Standings.Row> standingsNow, List<Standings.Row> standingsIfApplied) {
    }

    private final MatchService matches;
    private final RoundService rounds;

    public RerunService(MatchService matches, RoundService rounds) {
        this.matches = matches;
        this.rounds = rounds;
    }

    @Transactional
    public RerunSet create(String roundId, List<String> matchIds, String reason) {
        OfficialRound round = rounds.find(roundId);
        if (matchIds == null || matchIds.isEmpty()) {
            throw new InvalidRequestException("name the matches to rerun");
        }
        var set = new RerunSet();
        set.id = "rr-" + UUID.randomUUID();
        set.roundId = round.id;
        set.reason = reason == null || reason.isBlank() ? "rerun" : reason.strip();
        set.state = RerunSet.RUNNING;
        set.createdAt = Instant.now();
        set.persist();
        for (String id : new java.util.LinkedHashSet<>(matchIds)) {
            Match original = Match.findById(id);
            if (original == null || !round.id.equals(original.roundId) || original.kind != MatchKind.OFFICIAL) {
                throw new InvalidRequestException("match " + id + " is not an official match of round " + roundId);
            }
            if (!original.state.terminal()) {
                throw new ConflictException("match " + id + " is still " + original.state.wire());
            }
            matches.create(round.competition, MatchKind.RERUN, original.seats().stream().map(s -> s.entry).toList(),
                    new MatchService.GameSeeds(original.seed, original.seats().stream().map(s -> s.seed).toList()),
                    new MatchService.Origin(round.id, original.swissRound, set.id, original.id, false),
                    dev.arbiter.scheduler.persistence.Lane.BULK, original.instance);
        }
        return set;
    }

    void onRerunMatch(@Observes MatchCompleted event) {
        Match match = event.match();
        if (match.kind != MatchKind.RERUN) {
            return;
        }
        RerunSet set = RerunSet.findById(match.rerunSetId);
        if (RerunSet.RUNNING.equals(set.state)
                && Match.count("rerunSetId = ?1 and state in ?2", set.id, MatchState.ACTIVE) == 0) {
            set.state = RerunSet.READY;
        }
    }

    @Transactional
    public Difference difference(String setId) {
        RerunSet set = find(setId);
        OfficialRound round = rounds.find(set.roundId);
        var comparisons = new ArrayList<Comparison>();
        List<Match> reruns = set.matches();
        for (Match rerun : reruns) {
            Match original = Match.findById(rerun.replacesMatchId);
            List<Double> before = scores(original);
            List<Double> after = scores(rerun);
            comparisons.add(new Comparison(original.id, original.state.wire(), before, rerun.id, rerun.state.wire(), after,
                    original.state != rerun.state || !Objects.equals(before, after)));
        }
        List<Match> current = Match.ofRound(round.id);
        var replaced = reruns.stream().filter(m -> m.state.terminal()).map(m -> m.replacesMatchId).toList();
        RankingMethod method = round.competition.rankingMethod;
        return new Difference(set.id, round.id, set.state, set.reason, comparisons,
                Standings.compute(round.entries, current, method),
                Standings.compute(round.entries, current, method, m -> m.rerunSetId != null && m.rerunSetId.equals(set.id)
                        ? m.state.terminal() : m.inStandings && !replaced.contains(m.id)));
    }

    @Transactional
    public RerunSet apply(String setId) {
        RerunSet set = find(setId);
        if (!RerunSet.READY.equals(set.state)) {
            throw new ConflictException("rerun set " + setId + " is " + set.state + "; only a ready set can be applied");
        }
        for (Match rerun : set.matches()) {
            Match original = Match.findById(rerun.replacesMatchId);
            original.inStandings = false;
            rerun.inStandings = true;
        }
        set.state = RerunSet.APPLIED;
        set.decidedAt = Instant.now();
        return set;
    }

    @Transactional
    public RerunSet discard(String setId) {
        RerunSet set = find(setId);
        if (RerunSet.APPLIED.equals(set.state)) {
            throw new ConflictException("rerun set " + setId + " has been applied already");
        }
        set.state = RerunSet.DISCARDED;
        set.decidedAt = Instant.now();
        return set;
    }

    public RerunSet find(String setId) {
        RerunSet set = RerunSet.findById(setId);
        if (set == null) {
            throw new NotFoundException("no rerun set " + setId);
        }
        return set;
    }

    private static List<Double> scores(Match m) {
        return m.seats().stream().map(s -> s.score).toList();
    }
}
