package dev.arbiter.leaderboard.model;

import dev.arbiter.rating.aggregate.ScoreRanking;

/** The leaderboard's copy of a competition and the ladder method it rates it with. */
public record CompetitionView(String slug, String title, String game, String protocol, String phase, boolean isPublic,
                              String rankingMethod, int seats, String ladderMethod) {

    /** The ladder method name of RDDL competitions: the IPPC normalised score. */
    public static final String IPPC_METHOD = "ippc";
    /** The ladder method name of GVGAI competitions: Formula-1 points over the games. */
    public static final String GVGAI_METHOD = "gvgai-points";

    public boolean pairwise() {
        return dev.arbiter.leaderboard.rating.PairwiseMethod.isPairwise(ladderMethod);
    }

    /** An RDDL competition, ranked by the IPPC normalised score (the service's {@code IppcBoard}). */
    public boolean ippc() {
        return IPPC_METHOD.equals(ladderMethod);
    }

    /** A GVGAI learning-track competition, ranked by Formula-1 points over its games (the service's {@code GvgaiBoard}). */
    public boolean gvgai() {
        return GVGAI_METHOD.equals(ladderMethod);
    }

    /** A single-player competition's ranking: libs/rating's of its ladder method's name, the mean score otherwise. */
    public ScoreRanking scoreRanking() {
        return ScoreRanking.named(ladderMethod).orElse(ScoreRanking.MEAN);
    }

    /** What the rating column means, for people. */
    public String ratingLabel() {
        return switch (ladderMethod) {
            case "elo" -> "Elo";
            case "glicko2" -> "Glicko-2 rating";
            case "trueskill" -> "TrueSkill μ − 3σ";
            case "lowest-total" -> "mean score (lower is better)";
            case "mean-score-per-turn" -> "mean score per turn";
            case "normalised-mean-per-move" -> "normalised mean score per move";
            case IPPC_METHOD -> "IPPC normalised score";
            case GVGAI_METHOD -> "points";
            default -> "mean score";
        };
    }
}
