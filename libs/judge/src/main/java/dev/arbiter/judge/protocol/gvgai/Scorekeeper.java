package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.Seat;

import java.util.List;

/**
 * What each play of a run comes to: validation plays scored in the {@link ValidationTally}, finished levels noted
 * in the transcript, disqualifications told to the seat; at the end, the seat's score and stats and a replay of
 * each validation play. Training plays score nothing: only validation counts.
 */
final class Scorekeeper {

    private final MatchContext context;
    private final Seat seat;
    private final String clientId;
    private final ValidationTally tally = new ValidationTally();

    Scorekeeper(MatchContext context, Seat seat, String clientId) {
        this.context = context;
        this.seat = seat;
        this.clientId = clientId;
    }

    /** {@code play} ended: won, lost, out of ticks, or aborted by the agent. */
    void played(LevelPlay play) {
        if (play.isValidation()) {
            tally.add(play.result());
        }
        context.note(clientId, play.name() + ": " + play.outcome());
    }

    /** The agent was disqualified on {@code play} (aborted already) for {@code why}. */
    void disqualified(LevelPlay play, String why) {
        String incident = play.name() + ", tick " + play.tick() + ": " + why + ": disqualified on this level";
        if (play.isValidation()) {
            seat.keptIncident(incident);
        } else {
            seat.incident(incident);
        }
        if (play.isValidation()) {
            tally.add(play.disqualifiedResult());
        }
        context.note(clientId, play.name() + ": disqualified (" + why + ")");
    }

    /** INIT_FAILED or no INIT_DONE in time: a validation play never started counts as disqualified. */
    void notStarted(LevelPlay play) {
        if (play.isValidation()) {
            tally.add(PlayResult.notPlayed(play.level()));
        }
    }

    /** END_OVERSPENT or no answer at END/ABORT (GVG-C16): the validation level just played counts as disqualified. */
    void overspentAfter(LevelPlay play, String why) {
        if (play.isValidation()) {
            PlayResult replaced = tally.disqualifyLast();
            if (replaced != null) {
                seat.keptIncident("validation level " + play.level() + " counts as disqualified (" + why + "), not as " + replaced);
            }
        }
    }

    /** Validation plays skipped or abandoned: each counts as disqualified. */
    void notPlayed(List<Integer> levels) {
        for (int level : levels) {
            tally.add(PlayResult.notPlayed(level));
        }
    }

    /** The run is over: a replay note per validation play, then the seat's score and stats. */
    void close(int trainingPlays) {
        tally.replayNotes().forEach(note -> context.note(clientId, note));
        tally.writeTo(seat, trainingPlays);
        context.countMove(tally.plays().size());
    }
}
