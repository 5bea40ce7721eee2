package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.model.Views.TranscriptLine;

import java.util.List;
import java.util.Optional;

/** The seam between a game and the match page: turns a match's public transcript lines into a {@link GameView}. */
public interface GameViewer {

    /** Whether this viewer understands matches of this game and protocol. */
    boolean handles(String game, String protocol);

    /** @param seats the seats' labels, in seat order; empty when the transcript has nothing to show */
    Optional<GameView> view(List<String> seats, List<TranscriptLine> lines);
}
