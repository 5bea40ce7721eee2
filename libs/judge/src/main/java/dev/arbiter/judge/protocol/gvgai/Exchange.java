package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.MatchContext;

/**
 * The referee's side of the message ids and the clock of the one message awaiting an answer: ids count every
 * message sent from 0, and the answer's budget runs from the moment the line has been written to the client's
 * pipe (the judge's monotonic clock), with the run's grace on top.
 */
final class Exchange {

    /** How an answer's id relates to the message awaited. */
    enum IdMatch { STALE, AWAITED, FUTURE }

    private final MatchContext context;
    private final Endpoint client;
    private final long graceMillis;
    private final boolean wholeObservationsInTranscript;
    private long nextId;
    private long awaitedId = -1;
    private long sentNanos;
    private long deadlineNanos;

    Exchange(MatchContext context, Endpoint client, long graceMillis, boolean wholeObservationsInTranscript) {
        this.context = context;
        this.client = client;
        this.graceMillis = graceMillis;
        this.wholeObservationsInTranscript = wholeObservationsInTranscript;
    }

    /**
     * Sends {@code id#payload}; {@code budgetMillis} < 0 awaits nothing (FINISH). With {@code shown} not null the
     * transcript records {@code id#shown} instead of the payload (a private level's observation, withheld whole),
     * else the payload as {@code gvgai.transcript} says.
     */
    void send(String payload, String shown, long budgetMillis) {
        awaitedId = nextId++;
        String line = awaitedId + "#" + payload;
        client.send(line, shown != null ? awaitedId + "#" + shown
                : wholeObservationsInTranscript ? line : TranscribedObservation.of(line));
        sentNanos = context.nanoTime();
        deadlineNanos = budgetMillis < 0 ? 0 : sentNanos + (budgetMillis + graceMillis) * 1_000_000;
    }

    /** A deadline with nothing sent yet: the client's connection. */
    void awaitConnection(long budgetMillis) {
        sentNanos = context.nanoTime();
        deadlineNanos = sentNanos + budgetMillis * 1_000_000;
    }

    IdMatch match(long id) {
        return id < awaitedId ? IdMatch.STALE : id > awaitedId ? IdMatch.FUTURE : IdMatch.AWAITED;
    }

    long awaitedId() {
        return awaitedId;
    }

    /** Wall time from the awaited message's send to a line read at {@code readNanos}. */
    double tookMillis(long readNanos) {
        return (readNanos - sentNanos) / 1_000_000.0;
    }

    /**
     * Whether the awaited answer is overdue at {@code nowNanos}: the deadline has passed and no line read before it
     * is still on its way to the session. An overdue deadline is spent: it reports once.
     */
    boolean overdue(long nowNanos) {
        if (deadlineNanos == 0 || nowNanos <= deadlineNanos || context.hasUndeliveredLineReadBefore(client, deadlineNanos)) {
            return false;
        }
        deadlineNanos = 0;
        return true;
    }

    /** The budget (grace included) of the message that went unanswered. */
    long budgetMillis() {
        return (deadlineNanos == 0 ? 0 : deadlineNanos - sentNanos) / 1_000_000;
    }

    void stop() {
        deadlineNanos = 0;
    }
}
