package dev.arbiter.rating;

import java.util.OptionalDouble;

/** An entry's immutable rating state, whatever the method. */
public interface Rating {

    /** The number the leaderboard shows and sorts by (Elo rating, Glicko-2 rating, TrueSkill μ − 3σ). */
    double value();

    /** One standard deviation of the method's uncertainty about {@link #value()}; empty for Elo, which has none. */
    OptionalDouble uncertainty();

    /** Rated matches the entry has played. */
    int matches();
}
