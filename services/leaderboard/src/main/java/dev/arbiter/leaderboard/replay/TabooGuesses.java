package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.model.Views.TranscriptLine;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Taboo: the hints the judge (the describer) gave and the guesser's answer to each, with the guesses
 * counted as the score counts them. The judge gives the first hint bare and answers a wrong guess with
 * {@code no. <next hint>} and the right one with {@code yes} (taboo.md §4.3).
 */
public final class TabooGuesses implements GameViewer {

    private static final String WRONG = "no. ";
    private static final String RIGHT = "yes";

    @Override
    public boolean handles(String game, String protocol) {
        return "taboo".equals(game)
                || Vocabulary.findProtocol(protocol).orElse(null) == ProtocolId.PROTOCOL_ID_TABOO;
    }

    @Override
    public Optional<GameView> view(List<String> seats, List<TranscriptLine> lines) {
        if (seats.size() != 1) {
            return Optional.empty();
        }
        var hints = new ArrayList<String>();
        var guesses = new ArrayList<String>();
        for (TranscriptLine line : lines) {
            if (!"line".equals(line.type())) {
                continue;
            }
            if ("judge".equals(line.src()) && "p1".equals(line.dst())) {
                if (!line.text().equals(RIGHT)) {
                    hints.add(line.text().startsWith(WRONG) ? line.text().substring(WRONG.length()) : line.text());
                    guesses.add(null);
                }
            } else if ("p1".equals(line.src()) && "judge".equals(line.dst()) && !hints.isEmpty()
                    && guesses.getLast() == null) {
                guesses.set(guesses.size() - 1, line.text());
            }
        }
        if (hints.isEmpty()) {
            return Optional.empty();
        }
        var moves = new ArrayList<GameView.Move>();
        int made = 0;
        for (int i = 0; i < hints.size(); i++) {
            String guess = guesses.get(i);
            made += guess == null ? 0 : 1;
            moves.add(new GameView.Move(i + 1, List.of(new GameView.Cell(hints.get(i), guess == null ? "" : guess,
                    guess == null ? null : 1.0, made))));
        }
        return Optional.of(new GameView(seats, moves, moves.size()));
    }
}
