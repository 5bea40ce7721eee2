package dev.arbiter.leaderboard.replay;

import io.quarkus.qute.TemplateData;

import java.util.List;

/**
 * What the match page shows of the game itself, beside the raw transcript: a small view model a game's
 * {@link GameViewer} derives from the transcript, rendered by the page without knowing the game.
 *
 * @param seats      one label per seat, in seat order
 * @param moves      the first moves, in order
 * @param totalMoves how many moves the match had (more than {@code moves} when cut)
 */
@TemplateData
public record GameView(List<String> seats, List<Move> moves, int totalMoves) {

    public boolean cut() {
        return totalMoves > moves.size();
    }

    /** One move of every seat: the k-th move of each. */
    @TemplateData
    public record Move(int number, List<Cell> cells) {
    }

    /**
     * One seat's part of a move.
     *
     * @param shown  what the game showed the seat before it moved (the opponent's last move, a hint), or ""
     * @param played what the seat answered
     * @param score  what the game scored the answer, or null when it scored nothing
     * @param total  the seat's running score after this move
     */
    @TemplateData
    public record Cell(String shown, String played, Double score, double total) {
    }
}
