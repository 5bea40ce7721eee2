package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.vgdl.replay.ValidationPlayNote;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The validation plays of a run and what the seat's result says of them: one scored move per play (its game
 * score, −1000 when disqualified), and the per-game ranking's inputs as stats, for the whole run and per level:
 * {@code victories}, {@code mean-score}, {@code mean-ticks}, {@code plays}, {@code disqualified}, and
 * {@code level3.victories} … for each validation level.
 */
final class ValidationTally {

    private final List<PlayResult> plays = new ArrayList<>();

    void add(PlayResult play) {
        plays.add(play);
    }

    /** Turns the last play into a disqualification; returns what it was, or null if it already was one. */
    PlayResult disqualifyLast() {
        PlayResult last = plays.getLast();
        if (last.isDisqualified()) {
            return null;
        }
        plays.set(plays.size() - 1, PlayResult.disqualified(last.level(), last.ticks(), last.tape()));
        return last;
    }

    List<PlayResult> plays() {
        return List.copyOf(plays);
    }

    /** One transcript note per validation play that has a tape, for the match page's replays. */
    List<String> replayNotes() {
        var notes = new ArrayList<String>();
        for (int i = 0; i < plays.size(); i++) {
            PlayResult p = plays.get(i);
            if (p.tape() != null) {
                notes.add(new ValidationPlayNote(i + 1, plays.size(), p.level(), p.score(), p.winState(), p.tape()).line());
            }
        }
        return notes;
    }

    void writeTo(Seat seat, int trainingPlays) {
        for (PlayResult p : plays) {
            seat.addScore(p.score());
        }
        stats(seat, "", plays);
        var byLevel = new TreeMap<Integer, List<PlayResult>>();
        for (PlayResult p : plays) {
            byLevel.computeIfAbsent(p.level(), l -> new ArrayList<>()).add(p);
        }
        byLevel.forEach((level, list) -> stats(seat, "level" + level + ".", list));
        seat.stat("training-plays", trainingPlays);
    }

    private static void stats(Seat seat, String prefix, List<PlayResult> list) {
        int n = list.size();
        seat.stat(prefix + "victories", list.stream().filter(PlayResult::won).count());
        seat.stat(prefix + "mean-score", n == 0 ? 0 : list.stream().mapToDouble(PlayResult::score).sum() / n);
        seat.stat(prefix + "mean-ticks", n == 0 ? 0 : list.stream().mapToInt(PlayResult::ticks).sum() / (double) n);
        seat.stat(prefix + "plays", n);
        seat.stat(prefix + "disqualified", list.stream().filter(PlayResult::isDisqualified).count());
    }
}
