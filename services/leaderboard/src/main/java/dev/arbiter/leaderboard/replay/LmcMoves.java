package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.model.Views.TranscriptLine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * LMC games (RoShamBo, the language games): move by move, what each seat was shown, what it answered, its
 * score and running total. Read from the game's side of the traffic, which is what the scores come from:
 * {@code @player N @command move} opens seat N's next move, {@code @player N @input X} is shown before it,
 * the judge passes the seat's {@code @output}, and the game answers with {@code @score}.
 */
public final class LmcMoves implements GameViewer {

    /** Moves shown on the page; the transcript below has them all. */
    static final int SHOWN = 200;
    private static final Pattern PLAYER = Pattern.compile("@player (\\d+) @(command move|input|output|score)(?: (.*))?");

    @Override
    public boolean handles(String game, String protocol) {
        return protocol != null && protocol.startsWith("lmc");
    }

    @Override
    public Optional<GameView> view(List<String> seats, List<TranscriptLine> lines) {
        int n = seats.size();
        int[] move = new int[n];
        String[] pending = new String[n];
        double[] total = new double[n];
        List<String[]> shown = new ArrayList<>();
        List<String[]> played = new ArrayList<>();
        List<Double[]> scored = new ArrayList<>();
        List<double[]> totals = new ArrayList<>();
        int moves = 0;
        for (TranscriptLine line : lines) {
            boolean fromGame = "game".equals(line.src()) && "judge".equals(line.dst());
            boolean toGame = "judge".equals(line.src()) && "game".equals(line.dst());
            if (!"line".equals(line.type()) || !(fromGame || toGame)) {
                continue;
            }
            Matcher m = PLAYER.matcher(line.text());
            if (!m.matches()) {
                continue;
            }
            int seat = Integer.parseInt(m.group(1)) - 1;
            if (seat < 0 || seat >= n) {
                continue;
            }
            String value = m.group(3) == null ? "" : m.group(3);
            switch (m.group(2)) {
                case "command move" -> {
                    if (fromGame) {
                        move[seat]++;
                        moves = Math.max(moves, move[seat]);
                        if (move[seat] <= SHOWN) {
                            row(shown, played, scored, totals, move[seat], n);
                            shown.get(move[seat] - 1)[seat] = pending[seat] == null ? "" : pending[seat];
                        }
                        pending[seat] = null;
                    }
                }
                case "input" -> pending[seat] = fromGame ? value : pending[seat];
                case "output" -> {
                    if (toGame && move[seat] >= 1 && move[seat] <= SHOWN) {
                        played.get(move[seat] - 1)[seat] = value;
                    }
                }
                default -> {
                    if (fromGame) {
                        double score = parse(value);
                        total[seat] += score;
                        if (move[seat] >= 1 && move[seat] <= SHOWN) {
                            Double[] cell = scored.get(move[seat] - 1);
                            cell[seat] = cell[seat] == null ? score : cell[seat] + score;
                            totals.get(move[seat] - 1)[seat] = total[seat];
                        }
                    }
                }
            }
        }
        if (moves == 0) {
            return Optional.empty();
        }
        var rows = new ArrayList<GameView.Move>();
        double[] running = new double[n];
        for (int k = 0; k < played.size(); k++) {
            var cells = new ArrayList<GameView.Cell>();
            for (int s = 0; s < n; s++) {
                if (scored.get(k)[s] != null) {
                    running[s] = totals.get(k)[s];
                }
                String answer = played.get(k)[s];
                cells.add(new GameView.Cell(shown.get(k)[s] == null ? "" : shown.get(k)[s], answer == null ? "" : answer,
                        scored.get(k)[s], running[s]));
            }
            rows.add(new GameView.Move(k + 1, cells));
        }
        return Optional.of(new GameView(seats, rows, moves));
    }

    private static void row(List<String[]> shown, List<String[]> played, List<Double[]> scored, List<double[]> totals,
                            int number, int n) {
        while (played.size() < number) {
            shown.add(new String[n]);
            played.add(new String[n]);
            scored.add(new Double[n]);
            totals.add(new double[n]);
        }
    }

    private static double parse(String score) {
        try {
            return Double.parseDouble(score.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
