package dev.arbiter.rating.batch;

import dev.arbiter.rating.Ranked;

/**
 * One entry of a Bradley–Terry ranking.
 *
 * @param strength      log-strength θ relative to the reference entry (natural log units: the entry
 *                      beats the reference with probability 1/(1 + e^−θ); × 400/ln 10 ≈ 173.7 gives Elo points)
 * @param standardError standard error of θ − θ_reference
 * @param interval      confidence interval of θ − θ_reference
 * @param wins          wins, draws counting ½
 * @param games         games played in the round
 */
public record BradleyTerryStrength(int rank, String entryId, double strength, double standardError, Interval interval,
                                   double wins, int games) implements Ranked {

    BradleyTerryStrength withRank(int newRank) {
        return new BradleyTerryStrength(newRank, entryId, strength, standardError, interval, wins, games);
    }

    @Override
    public double score() {
        return strength;
    }
}
