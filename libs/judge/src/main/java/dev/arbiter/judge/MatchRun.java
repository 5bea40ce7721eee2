package dev.arbiter.judge;

import dev.arbiter.judge.core.SerialExecutor;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.judge.transcript.TranscriptSummary;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxUnavailable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One match from start to result: starts the programs, feeds their events to the protocol session
 * through a serial executor, ticks deadlines, and winds down (exit grace, kill, transcript close)
 * whatever happened.
 */
final class MatchRun implements MatchContext {

    private static final long TICK_MILLIS = 10;

    private final MatchSpec spec;
    private final Sandbox sandbox;
    private final ScheduledExecutorService watchdog;
    private final JudgeLimits limits;
    private final long startNanos = System.nanoTime();
    private final Transcript transcript;
    private final SerialExecutor executor;
    private final EndpointClocks clocks = new EndpointClocks(startNanos);
    private final List<Seat> seats = new ArrayList<>();
    private final List<Endpoint> players = new ArrayList<>();
    private final EndpointEvents.SessionDelivery toSession = this::deliver;
    private final AtomicBoolean tickQueued = new AtomicBoolean();
    private final CountDownLatch finishedLatch = new CountDownLatch(1);
    private Endpoint game;
    private ProtocolSession session;
    private volatile boolean finished;
    private MatchStatus status = MatchStatus.COMPLETED;
    private String statusDetail = "";
    // Written by the match executor, read by progress readers on other threads.
    private volatile long moves;
    private final Consumer<Supplier<MatchProgress>> started;

    MatchRun(MatchSpec spec, Sandbox sandbox, ScheduledExecutorService watchdog, Consumer<Supplier<MatchProgress>> started) {
        this.spec = spec;
        this.started = started;
        this.sandbox = sandbox;
        this.watchdog = watchdog;
        this.limits = spec.limits();
        this.transcript = new Transcript(spec.transcriptFile(), limits.transcriptLimitBytes(), startNanos,
                limits.outOfProtocolBudgetBytes(), spec.protocol().outOfProtocolLine());
        // Paused until the session exists: each program's output is read (and stamped) from the moment it starts.
        this.executor = new SerialExecutor(this::internalError, true);
    }

    MatchResult run() {
        var starter = new EndpointStarter(spec, sandbox, transcript, clocks, toSession);
        if (spec.game() != null) {
            try {
                game = starter.game();
            } catch (SandboxException e) {
                transcript.note("game", "could not start the game: " + e.getMessage());
                transcript.close();
                return result(MatchStatus.GAME_ERROR, "could not start the game: " + e.getMessage(), 0);
            }
            starter.start(game);
        }
        for (int i = 0; i < spec.players().size(); i++) {
            Participant participant = spec.players().get(i);
            Seat seat = new Seat(i + 1, participant.displayPath());
            seats.add(seat);
            Endpoint player;
            try {
                player = starter.player(seat, participant);
            } catch (SandboxUnavailable e) {
                return unavailable(seat, e);
            }
            players.add(player);
            // Read from the moment it is up: a program started early is not judged by when a later one was ready.
            starter.start(player);
        }
        writeHeader();
        started.accept(this::progress);

        session = spec.protocol().open(this);
        // Ticking before the session starts: what the start sets off runs on this thread (with an in-process game, the
        // opening and everything queued meanwhile), and a send in it that a program never reads must still be caught.
        ScheduledFuture<?> ticks = watchdog.scheduleAtFixedRate(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
        try {
            executor.resumeWith(session::start);
            if (!finishedLatch.await(limits.matchDeadline().toMillis() + 30_000, TimeUnit.MILLISECONDS)) {
                executor.execute(() -> finish(MatchStatus.INFRASTRUCTURE_ERROR, "the protocol session never ended the match"));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            executor.execute(() -> finish(MatchStatus.CANCELLED, "the judge was interrupted"));
        } finally {
            ticks.cancel(false);
        }
        new WindDown(limits.exitGrace(), transcript).run(allEndpoints(), this::seatOf);
        return result(status, statusDetail, (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * A seat this runner cannot start (it lacks what the program needs): the match never began, so nobody is
     * judged; it ends as the platform's failure, which the scheduler retries and nobody's rating or quota sees.
     */
    private MatchResult unavailable(Seat seat, SandboxUnavailable e) {
        String why = "could not start " + seat.id() + " on this runner: " + e.getMessage();
        transcript.note(seat.id(), why);
        new WindDown(limits.exitGrace(), transcript).run(allEndpoints(), this::seatOf);
        return result(MatchStatus.INFRASTRUCTURE_ERROR, why, 0);
    }

    private void writeHeader() {
        var header = new LinkedHashMap<String, Object>();
        header.put("game", spec.gameName());
        header.put("protocol", Vocabulary.wireName(spec.protocol().id()));
        header.put("seed", spec.seed());
        header.put("options", spec.gameOptions());
        var processes = new ArrayList<Map<String, Object>>();
        if (game != null) {
            processes.add(Map.of("id", "game", "path", spec.game().displayPath(), "run", game.describe()));
        }
        for (int i = 0; i < players.size(); i++) {
            processes.add(Map.of("id", players.get(i).id(), "path", seats.get(i).path(), "run", players.get(i).describe()));
        }
        header.put("processes", processes);
        transcript.header(header);
    }

    /** Hands an event to the session on the match executor, unless the match has finished by the time it runs. */
    private void deliver(Consumer<ProtocolSession> event, Runnable afterwards) {
        executor.execute(() -> {
            try {
                if (!finished) {
                    event.accept(session);
                }
            } finally {
                afterwards.run();
            }
        });
    }

    private void tick() {
        long now = System.nanoTime();
        for (Endpoint endpoint : allEndpoints()) {
            long since = endpoint.blockedSendSince();
            if (since != 0 && now - since > limits.sendBlockLimit().toNanos() && clocks.deemNotReading(endpoint)) {
                endpoint.kill();
                toSession.deliver(s -> s.onViolation(endpoint, notReading()));
            }
        }
        // The watchdog serves every match on this judge, so it never runs protocol code itself: a session's tick
        // may send to a program whose pipe is full, and that must stall only its own match.
        if (!finished && tickQueued.compareAndSet(false, true)) {
            Thread.startVirtualThread(() -> executor.execute(() -> {
                tickQueued.set(false);
                if (!finished) {
                    session.onTick(System.nanoTime());
                }
            }));
        }
    }

    private StreamViolation notReading() {
        return new StreamViolation(StreamViolation.Kind.NOT_READING,
                "stopped reading its input for " + limits.sendBlockLimit().toSeconds() + " s");
    }

    private List<Endpoint> allEndpoints() {
        var all = new ArrayList<Endpoint>(players);
        if (game != null) {
            all.add(game);
        }
        return all;
    }

    private Optional<Seat> seatOf(Endpoint endpoint) {
        int i = players.indexOf(endpoint);
        return i < 0 ? Optional.empty() : Optional.of(seats.get(i));
    }

    private MatchResult result(MatchStatus finalStatus, String detail, long durationMs) {
        TranscriptSummary summary = transcript.summary();
        var seatResults = new ArrayList<SeatResult>();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            String stderr = i < players.size() ? players.get(i).stderrHead() : "";
            if (session != null && i < players.size() && players.get(i).exit().isDone()) {
                session.afterExit(players.get(i), players.get(i).exit().join());
            }
            seatResults.add(new SeatResult(s.number(), s.id(), s.name() == null ? s.id() + " (no name)" : s.name(),
                    s.path(), s.score(), s.scoredMoves(), s.verdict(), s.detail(), incidents(s, summary), stderr,
                    s.stats(), s.rounds()));
        }
        return new MatchResult(spec.gameName(), spec.protocol().id(), spec.seed(), finalStatus, detail, moves,
                durationMs, seatResults, summary);
    }

    /** The seat's incidents, first among them how much of its out-of-protocol output the transcript dropped. */
    private List<String> incidents(Seat seat, TranscriptSummary summary) {
        Long dropped = summary.outOfProtocolDroppedBySource().get(seat.id());
        if (dropped == null) {
            return seat.incidents();
        }
        var all = new ArrayList<String>();
        all.add(dropped + " lines of out-of-protocol output (comment lines, stderr) dropped from the transcript: over "
                + "the match's budget of " + limits.outOfProtocolBudgetBytes() + " bytes");
        all.addAll(seat.incidents());
        return all;
    }

    private void internalError(Throwable t) {
        t.printStackTrace();
        transcript.note(null, "judge error: " + t);
        finish(MatchStatus.INFRASTRUCTURE_ERROR, "judge error: " + t);
    }

    // --- MatchContext ----------------------------------------------------------------------------

    @Override
    public Endpoint game() {
        return game;
    }

    @Override
    public List<Endpoint> players() {
        return players;
    }

    @Override
    public List<Seat> seats() {
        return seats;
    }

    @Override
    public JudgeLimits limits() {
        return limits;
    }

    @Override
    public long seed() {
        return spec.seed();
    }

    @Override
    public Map<String, String> gameOptions() {
        return spec.gameOptions();
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public long startNanos() {
        return startNanos;
    }

    @Override
    public long startedNanos(Endpoint endpoint) {
        return clocks.startedNanos(endpoint);
    }

    @Override
    public boolean stoppedReading(Endpoint endpoint) {
        return clocks.stoppedReading(endpoint);
    }

    @Override
    public boolean hasUndeliveredLines(Endpoint endpoint) {
        return clocks.hasUndeliveredLines(endpoint);
    }

    @Override
    public boolean hasUndeliveredLineReadBefore(Endpoint endpoint, long nanos) {
        return clocks.hasUndeliveredLineReadBefore(endpoint, nanos);
    }

    @Override
    public void note(String about, String text) {
        transcript.note(about, text);
    }

    @Override
    public void capTranscriptPhase(String name, long bytes) {
        transcript.capPhase(name, bytes);
    }

    @Override
    public void endTranscriptPhase() {
        transcript.endPhase();
    }

    @Override
    public void later(Runnable task) {
        toSession.deliver(s -> task.run());
    }

    @Override
    public void finish(MatchStatus finalStatus, String detail) {
        if (finished) {
            return;
        }
        finished = true;
        status = finalStatus;
        statusDetail = detail;
        transcript.note(null, "match ended: " + finalStatus.wireName() + (detail.isEmpty() ? "" : " (" + detail + ")"));
        finishedLatch.countDown();
    }

    /**
     * Progress as another thread sees it: the seat list is complete before any reader gets this method, and a
     * seat's score may lag by a move, which a progress report tolerates.
     */
    private MatchProgress progress() {
        return new MatchProgress(moves, seats.stream().map(Seat::score).toList());
    }

    @Override
    public void countMove(long movesSoFar) {
        moves = Math.max(moves, movesSoFar);
    }
}
