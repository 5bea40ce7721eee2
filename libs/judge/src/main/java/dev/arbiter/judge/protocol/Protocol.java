package dev.arbiter.judge.protocol;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.function.Predicate;

/**
 * A protocol module: framing plus a per-match state machine. The judge core owns processes, clocks,
 * the transcript and results; a protocol owns only what the messages mean. LMC1/LMC2, Taboo (stdin/stdout,
 * no game process), RDDLSim (NUL-framed XML: the planner's TCP connection reaches the judge's pipes
 * through a relay inside its sandbox) and GVGAI (id#payload lines, the learning client reaching the judge through
 * the same relay on port 8080, the VGDL engine run by the protocol itself).
 */
public interface Protocol {

    /** Which protocol this is. */
    ProtocolId id();

    /** Whether the match has a separate game program (LMC) or the protocol referees alone (Taboo). */
    boolean needsGameProgram();

    /** How messages are framed on every endpoint of this protocol. */
    Framing framing(JudgeLimits limits);

    /**
     * Which lines a player may write on its protocol channel that the protocol itself sets aside (LMC's comments):
     * the transcript counts them, with stderr, against the match's out-of-protocol budget. None by default.
     */
    default Predicate<String> outOfProtocolLine() {
        return line -> false;
    }

    /** Opens the state machine of one match. Called on the match executor. */
    ProtocolSession open(MatchContext context);
}
