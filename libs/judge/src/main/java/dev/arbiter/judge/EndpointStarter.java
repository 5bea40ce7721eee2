package dev.arbiter.judge;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.io.InProcessEndpoint;
import dev.arbiter.judge.io.ProcessEndpoint;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxUnavailable;

import java.util.Map;

/**
 * Brings up one match's programs, in process or in the sandbox, each clocked from the moment it is up and started
 * with a listener of its own that hands what it reads to the session.
 */
final class EndpointStarter {

    private final MatchSpec spec;
    private final Sandbox sandbox;
    private final JudgeLimits limits;
    private final Framing framing;
    private final Transcript transcript;
    private final EndpointClocks clocks;
    private final EndpointEvents.SessionDelivery session;

    EndpointStarter(MatchSpec spec, Sandbox sandbox, Transcript transcript, EndpointClocks clocks,
                    EndpointEvents.SessionDelivery session) {
        this.spec = spec;
        this.sandbox = sandbox;
        this.limits = spec.limits();
        this.framing = spec.protocol().framing(limits);
        this.transcript = transcript;
        this.clocks = clocks;
        this.session = session;
    }

    /** The game's endpoint, not yet started; a game that cannot be started ends the match before it began. */
    Endpoint game() throws SandboxException {
        return endpoint("game", spec.game(), spec.seed());
    }

    /**
     * The seat's endpoint, not yet started; one that cannot be started fails its seat and stands in as exited.
     *
     * @throws SandboxUnavailable when the runner lacks what this kind of program needs: not the entry's failure
     */
    Endpoint player(Seat seat, Participant participant) throws SandboxUnavailable {
        try {
            return endpoint(seat.id(), participant, spec.playerSeeds().get(seat.number() - 1));
        } catch (SandboxUnavailable e) {
            throw e;
        } catch (SandboxException e) {
            seat.fail(Verdict.CRASH, "could not be started: " + e.getMessage());
            return clocks.neverStarted(new DeadEndpoint(seat.id(), e.getMessage()));
        }
    }

    /** Starts reading the endpoint: from here on its events queue for the session. */
    void start(Endpoint endpoint) {
        endpoint.start(new EndpointEvents(endpoint, clocks, transcript, session));
    }

    /**
     * The game gets the match seed itself, so a built-in replays identically in-process and as a program; each
     * player gets its own seed of {@link MatchSpec#playerSeeds()}, none of which tells anything of another.
     */
    private Endpoint endpoint(String id, Participant participant, long seed) throws SandboxException {
        return switch (participant) {
            case Participant.InProcess p -> clocks.clocked(new InProcessEndpoint(id, p.program().get(), seed, spec.gameOptions(), transcript));
            case Participant.Program p -> {
                var processSpec = p.spec().withEnv(Map.of("ARBITER_SEED", Long.toString(seed)));
                yield clocks.clocked(new ProcessEndpoint(id, sandbox.start(processSpec), framing, limits.outputLimitBytes(),
                        limits.stderrHeadBytes(), limits.stderrTranscriptBytes(), transcript));
            }
        };
    }
}
