package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.MatchContext;

import java.time.Duration;
import java.util.Locale;

/**
 * The referee's side of the message ids and the clocks of the one message awaiting an answer: ids count every
 * message sent from 0, and the answer's budget runs from the moment the line has been written to the client's
 * pipe, on the run's {@link GvgaiClock}: the CPU time of the client's whole sandbox, the judge's monotonic wall
 * clock with the run's grace on top, or both.
 */
final class Exchange {

    /** How an answer's id relates to the message awaited. */
    enum IdMatch { STALE, AWAITED, FUTURE }

    /** A point on both clocks; {@code cpuNanos} is -1 when the CPU clock is not charged or could not be read. */
    record Mark(long wallNanos, long cpuNanos) {
    }

    /** What a turn cost: wall time, and CPU time or -1 where it is not charged or could not be read. */
    record Spent(double wallMillis, double cpuMillis) {
    }

    private final MatchContext context;
    private final Endpoint client;
    private final GvgaiClock clock;
    private final long graceMillis;
    private final boolean wholeObservationsInTranscript;
    private long nextId;
    private long awaitedId = -1;
    private Mark sent = new Mark(0, -1);
    private long budgetMillis = -1;
    private long deadlineNanos;

    /**
     * The exchange of a run with {@code settings}: on the run's clock, or on the wall clock (said in the
     * transcript) where the client's sandbox cannot tell its CPU time, as the unsandboxed backend cannot.
     */
    static Exchange open(MatchContext context, Endpoint client, GvgaiSettings settings) {
        GvgaiClock clock = settings.clock();
        if (clock.chargesCpu() && client.cpuTime().isEmpty()) {
            context.note(client.id(), "gvgai.clock is " + clock.keyword() + " but this sandbox cannot tell the entry's"
                    + " CPU time: budgets fall back to the wall clock");
            clock = GvgaiClock.WALL;
        }
        return new Exchange(context, client, clock, settings.graceMillis(), settings.wholeObservationsInTranscript());
    }

    private Exchange(MatchContext context, Endpoint client, GvgaiClock clock, long graceMillis,
                     boolean wholeObservationsInTranscript) {
        this.context = context;
        this.client = client;
        this.clock = clock;
        this.graceMillis = graceMillis;
        this.wholeObservationsInTranscript = wholeObservationsInTranscript;
    }

    GvgaiClock clock() {
        return clock;
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
        sent = now();
        this.budgetMillis = budgetMillis;
        deadlineNanos = budgetMillis < 0 ? 0 : sent.wallNanos() + wallLimitMillis(budgetMillis) * 1_000_000;
    }

    /** A deadline with nothing sent yet, on the wall clock alone: the client's connection. */
    void awaitConnection(long budgetMillis) {
        sent = new Mark(context.nanoTime(), -1);
        this.budgetMillis = budgetMillis;
        deadlineNanos = sent.wallNanos() + budgetMillis * 1_000_000;
    }

    IdMatch match(long id) {
        return id < awaitedId ? IdMatch.STALE : id > awaitedId ? IdMatch.FUTURE : IdMatch.AWAITED;
    }

    long awaitedId() {
        return awaitedId;
    }

    /** Both clocks now (the CPU clock only when charged). */
    Mark now() {
        long cpu = -1;
        if (clock.chargesCpu()) {
            cpu = client.cpuTime().map(Duration::toNanos).orElse(-1L);
        }
        return new Mark(context.nanoTime(), cpu);
    }

    /** What the awaited answer, read at {@code readNanos}, cost since its message was sent. */
    Spent spent(long readNanos) {
        return since(sent, readNanos);
    }

    /** The cost from {@code start} to {@code wallEndNanos}, with the CPU clock read now. */
    Spent since(Mark start, long wallEndNanos) {
        long cpuNow = start.cpuNanos() < 0 ? -1 : now().cpuNanos();
        double cpu = cpuNow < 0 ? -1 : (cpuNow - start.cpuNanos()) / 1_000_000.0;
        return new Spent((wallEndNanos - start.wallNanos()) / 1_000_000.0, cpu);
    }

    /** Whether {@code spent} is over {@code budgetMillis} by the clock's rule ({@link GvgaiClock#turnOver}). */
    boolean over(Spent spent, long budgetMillis) {
        return clock.turnOver(spent.wallMillis(), spent.cpuMillis(), budgetMillis, graceMillis);
    }

    /** The larger of the charged clocks' readings, no grace: how much of a budget spent over many turns is gone. */
    double chargedMillis(Spent spent) {
        return Math.max(clock.chargesWall() ? spent.wallMillis() : 0, clock.chargesCpu() ? spent.cpuMillis() : 0);
    }

    /**
     * Whether a budget spent over many turns (training) is used up: on the charged clocks, no grace; on the CPU
     * clock alone also once {@link GvgaiClock#CPU_WALL_BACKSTOP} budgets of wall time have passed, so an entry
     * that thinks little cannot stretch its training without end.
     */
    boolean usedUp(Spent spent, long budgetMillis) {
        return chargedMillis(spent) > budgetMillis || spent.wallMillis() > clock.wallLimitMillis(budgetMillis, 0);
    }

    /**
     * Whether the awaited answer is overdue at {@code nowNanos}: its wall deadline has passed, or the client's
     * sandbox has used more CPU time than the budget since the message was sent, and no line read before then is
     * still on its way to the session. An overdue deadline is spent: it reports once.
     */
    boolean overdue(long nowNanos) {
        if (deadlineNanos == 0) {
            return false;
        }
        boolean wallOver = nowNanos > deadlineNanos && !context.hasUndeliveredLineReadBefore(client, deadlineNanos);
        boolean cpuOver = !wallOver && sent.cpuNanos() >= 0 && spent(nowNanos).cpuMillis() > budgetMillis
                && !context.hasUndeliveredLines(client);
        if (!wallOver && !cpuOver) {
            return false;
        }
        deadlineNanos = 0;
        return true;
    }

    /** "within 60 ms" (wall, grace included) or "within 50 ms of CPU time or 60 ms of wall time": the limit missed. */
    String limit() {
        String wall = wallLimitMillis(budgetMillis) + " ms";
        return sent.cpuNanos() < 0 ? "within " + wall : "within " + budgetMillis + " ms of CPU time or " + wall + " of wall time";
    }

    /** "61.2 ms wall" or "61.2 ms wall, 240.8 ms CPU". */
    static String describe(Spent spent) {
        String wall = String.format(Locale.ROOT, "%.1f ms wall", spent.wallMillis());
        return spent.cpuMillis() < 0 ? wall : wall + String.format(Locale.ROOT, ", %.1f ms CPU", spent.cpuMillis());
    }

    void stop() {
        deadlineNanos = 0;
    }

    private long wallLimitMillis(long budget) {
        return clock.turnWallLimitMillis(budget, graceMillis);
    }
}
