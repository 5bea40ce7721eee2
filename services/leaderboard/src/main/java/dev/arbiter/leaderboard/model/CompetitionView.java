package dev.arbiter.leaderboard.model;

import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.rating.aggregate.ScoreRanking;

/** The leaderboard's copy of a competition and the ladder method it rates it with. */
public record CompetitionView(String slug, String title, String game, String protocol, String phase, boolean isPublic,
                              String rankingMethod, int seats, LadderMethod ladderMethod) {

    public boolean pairwise() {
        return PairwiseMethod.isPairwise(ladderMethod);
    }

    /** An RDDL competition, ranked by the IPPC normalised score (the service's {@code IppcBoard}). */
    public boolean ippc() {
        return ladderMethod == LadderMethod.LADDER_METHOD_IPPC;
    }

    /** A GVGAI learning-track competition, ranked by Formula-1 points over its games (the service's {@code GvgaiBoard}). */
    public boolean gvgai() {
        return ladderMethod == LadderMethod.LADDER_METHOD_GVGAI_POINTS;
    }

    /** A single-player competition's ranking: libs/rating's of its ladder method, the mean score otherwise. */
    public ScoreRanking scoreRanking() {
        return ScoreRanking.of(ladderMethod).orElse(ScoreRanking.MEAN);
    }

    /** What the rating column means, for people. */
    public String ratingLabel() {
        return switch (ladderMethod) {
            case LADDER_METHOD_ELO -> "Elo";
            case LADDER_METHOD_GLICKO2 -> "Glicko-2 rating";
            case LADDER_METHOD_TRUESKILL -> "TrueSkill μ − 3σ";
            case LADDER_METHOD_LOWEST_TOTAL -> "mean score (lower is better)";
            case LADDER_METHOD_MEAN_SCORE_PER_TURN -> "mean score per turn";
            case LADDER_METHOD_NORMALISED_MEAN_PER_MOVE -> "normalised mean score per move";
            case LADDER_METHOD_IPPC -> "IPPC normalised score";
            case LADDER_METHOD_GVGAI_POINTS -> "points";
            case LADDER_METHOD_MEAN, LADDER_METHOD_UNSPECIFIED, UNRECOGNIZED -> "mean score";
        };
    }
}
