package dev.arbiter.rating.glicko2;

/**
 * One game of a rating period as Glicko-2 sees it: the opponent's rating before the period and the
 * score (1 win, ½ draw, 0 loss).
 */
public record Glicko2Game(double opponentRating, double opponentDeviation, double score) {

    public Glicko2Game {
        if (score != 0.0 && score != 0.5 && score != 1.0) {
            throw new IllegalArgumentException("a game scores 0, 0.5 or 1, not " + score);
        }
    }
}
