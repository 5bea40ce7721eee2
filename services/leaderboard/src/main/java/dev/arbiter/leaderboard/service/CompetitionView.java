package dev.arbiter.leaderboard.service;

/** The leaderboard's copy of a competition and the ladder method it rates it with. */
public record CompetitionView(String slug, String title, String game, String protocol, String phase, boolean isPublic,
                              String rankingMethod, int seats, String ladderMethod) {

    public boolean pairwise() {
        return dev.arbiter.leaderboard.rating.PairwiseMethod.isPairwise(ladderMethod);
    }

    /** Single-player competitions ranked by lowest mean (Taboo's guesses). */
    public boolean lowerIsBetter() {
        return "lowest-total".equals(ladderMethod);
    }

    /** What the rating column means, for people. */
    public String ratingLabel() {
        return switch (ladderMethod) {
            case "elo" -> "Elo";
            case "glicko2" -> "Glicko-2 rating";
            case "trueskill" -> "TrueSkill μ − 3σ";
            case "lowest-total" -> "mean score (lower is better)";
            default -> "mean score";
        };
    }
}
