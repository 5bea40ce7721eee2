package dev.arbiter.scheduler.service;

import dev.arbiter.judge.seed.SeedPrf;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.pairing.Seeds;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.OfficialRound;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;

/**
 * Every seed the scheduler hands out, derived under its secret key ({@code arbiter.scheduler.seed-key}) with
 * HMAC-SHA-256: the games' seeds of ladders, validation and rounds, each seat's seed, and the draws of pairing.
 * A competition's public seed and a round's seed remain inputs (the same round seed makes the same round again),
 * but without the key none of them predicts a seed, and no seed tells anything of another.
 */
@ApplicationScoped
public class MatchSeeds {

    private final SeedPrf prf;

    @jakarta.inject.Inject
    public MatchSeeds(SchedulerConfig config) {
        this(SeedPrf.fromText(config.seedKey()));
    }

    public MatchSeeds(SeedPrf prf) {
        this.prf = prf;
    }

    /** The games' seeds of the competition's two-seat ladder matches, by the ladder's match counter. */
    public Seeds ladder(Competition c) {
        return Seeds.of(prf, "ladder", scope(c));
    }

    /** The games' seeds of a single-player competition's instances, by instance: the same for every entry. */
    public Seeds instances(Competition c) {
        return Seeds.of(prf, "instance", scope(c));
    }

    /** The matchmaking's draws among near-equal choices. */
    public Seeds pairing(Competition c) {
        return Seeds.of(prf, "pairing", scope(c));
    }

    /** The game's seed of an entry version's validation match, by the version's key: one of its own for each. */
    public long validation(Competition c, long entryKey) {
        return prf.seed("validation", scope(c), entryKey);
    }

    /**
     * The round's games and Swiss draws: its seed decides them, under the key. The same round seed makes the same
     * round again, in any competition of the installation: a round run twice (or on a copy of a competition's field)
     * plays the same games, as organisers were promised when seeds were public.
     */
    public Seeds round(OfficialRound round) {
        return round(round.competition, round.seed);
    }

    public Seeds round(Competition c, long roundSeed) {
        return Seeds.of(prf, "round", "round-seed=" + roundSeed);
    }

    /**
     * Each seat's seed of a match whose game seed is {@code gameSeed}, seat 1 first; a program sees its own and
     * nothing that leads to another, nor to the game's. Keyed on the game seed (itself secret until revealed), not on
     * the match's id, so that a round played again from its seed deals every program the same seed again.
     */
    public List<Long> seatSeeds(long gameSeed, int seats) {
        var seeds = new ArrayList<Long>(seats);
        for (int seat = 1; seat <= seats; seat++) {
            seeds.add(prf.seed("seat", "game-seed=" + gameSeed, seat));
        }
        return List.copyOf(seeds);
    }

    private static String scope(Competition c) {
        return "competition=" + c.slug + "#seed=" + c.seed;
    }
}
