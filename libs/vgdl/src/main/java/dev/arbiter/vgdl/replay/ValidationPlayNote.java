package dev.arbiter.vgdl.replay;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The learning-track referee's note on one validation play, written to the match transcript when the run ends:
 * which play of how many, the level, what the play counted for (the score, −1000 when disqualified, and the win
 * state 1, 0 or −100) and the {@link PlayTape} that plays it again. What counted can differ from where the tape
 * ends: a play the agent overspent on after its last tick ends normally on the tape but counts as disqualified.
 *
 * <p>The line: {@code validation play <k> of <n>, level <l>: counted score <s>, win state <w>; tape …}.
 */
public record ValidationPlayNote(int play, int plays, int level, double countedScore, int winState, PlayTape tape) {

    private static final Pattern LINE = Pattern.compile(
            "validation play (\\d+) of (\\d+), level (\\d+): counted score (\\S+), win state (-?\\d+); (tape .*)");

    public String line() {
        return String.format(Locale.ROOT, "validation play %d of %d, level %d: counted score %s, win state %d; %s",
                play, plays, level, Double.toString(countedScore), winState, tape.line());
    }

    /** The note a transcript line holds, or empty when it is none. */
    public static Optional<ValidationPlayNote> parse(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            int play = Integer.parseInt(m.group(1));
            int plays = Integer.parseInt(m.group(2));
            int level = Integer.parseInt(m.group(3));
            double counted = Double.parseDouble(m.group(4));
            int winState = Integer.parseInt(m.group(5));
            return PlayTape.parse(m.group(6)).map(tape -> new ValidationPlayNote(play, plays, level, counted, winState, tape));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public boolean won() {
        return winState == 1;
    }

    public boolean disqualified() {
        return winState == -100;
    }
}
