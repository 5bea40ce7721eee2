package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.relay.TcpRelay;
import dev.arbiter.vgdl.observation.SsoType;

/**
 * The run's line protocol beneath the referee's rules: what the referee is waiting for, each message sent as the
 * transcript may show it, and each line of the client sorted into the awaited answer, a line that counts as no
 * answer, or one skipped as the seat's incident. Ids count every message sent from 0; an answer with an older id
 * is skipped, one with a newer id counts as no answer.
 */
final class Conversation {

    /** What the referee is waiting for. */
    enum Awaited { CONNECTION, START, INIT, ACT, RESULT, NOTHING }

    /** What a line of the client comes to. */
    sealed interface Heard {
    }

    /** The relay's word that the client has connected. */
    record Connected() implements Heard {
    }

    /** The answer awaited, and what it cost on the run's clocks. */
    record Answer(ClientReply reply, Exchange.Spent spent) implements Heard {
    }

    /** A line that answers nothing, or an answer to a message never sent: what silence means at this point. */
    record NoAnswer(String why) implements Heard {
    }

    /** A line skipped, already told to the seat as an incident. */
    record Skipped() implements Heard {
    }

    private final Exchange exchange;
    private final Seat seat;
    /** Whether the validation levels are private: their observations are withheld from the transcript. */
    private final boolean privateValidation;
    private Awaited awaited = Awaited.NOTHING;
    private SsoType observationType = SsoType.JSON;

    Conversation(Exchange exchange, Seat seat, boolean privateValidation) {
        this.exchange = exchange;
        this.seat = seat;
        this.privateValidation = privateValidation;
    }

    Awaited awaited() {
        return awaited;
    }

    /** The kind of ACT observation the client last asked for in an accepted answer: JSON at first. */
    SsoType observationType() {
        return observationType;
    }

    /** An answer the referee accepted: the kind of observation it asks for, if any, holds from now on. */
    void accept(ClientReply reply) {
        if (reply.type() != null) {
            observationType = reply.type();
        }
    }

    /** Nothing sent yet: the client's connection is awaited, on the wall clock alone. */
    void awaitConnection(long budgetMillis) {
        awaited = Awaited.CONNECTION;
        exchange.awaitConnection(budgetMillis);
    }

    /** START or FINISH, whole in the transcript; {@code budgetMillis} < 0 awaits nothing. */
    void send(String message, Awaited next, long budgetMillis) {
        exchange.send(message, null, budgetMillis);
        awaited = next;
    }

    /** An {@code observation} of {@code play}: only a note of it in the transcript when its level is private. */
    void sendObservation(LevelPlay play, String observation, Awaited next, long budgetMillis) {
        String shown = privateValidation && play.isValidation()
                ? "(an observation of private validation level " + play.level() + ", withheld)" : null;
        exchange.send(observation, shown, budgetMillis);
        awaited = next;
    }

    /** What {@code line}, read at {@code readNanos}, comes to. */
    Heard hear(String line, long readNanos) {
        if (awaited == Awaited.CONNECTION) {
            if (line.equals(TcpRelay.CONNECTED_LINE)) {
                return new Connected();
            }
            seat.incident("a line before the connection: " + ClientReply.abbreviate(line));
            return new Skipped();
        }
        if (awaited == Awaited.NOTHING) {
            seat.incident("a line when none was expected: " + ClientReply.abbreviate(line));
            return new Skipped();
        }
        ClientReply reply = ClientReply.parse(line);
        if (reply == null) {
            return new NoAnswer("'" + ClientReply.abbreviate(line) + "' is no answer");
        }
        return switch (exchange.match(reply.id())) {
            case STALE -> {
                seat.incident("skipped an answer to message " + reply.id() + " while waiting for " + exchange.awaitedId());
                yield new Skipped();
            }
            case FUTURE -> new NoAnswer("answered message " + reply.id() + ", which was never sent (waiting for "
                    + exchange.awaitedId() + ")");
            case AWAITED -> new Answer(reply, exchange.spent(readNanos));
        };
    }

    /** The run is over: nothing more is awaited, and no deadline reports. */
    void stop() {
        awaited = Awaited.NOTHING;
        exchange.stop();
    }
}
