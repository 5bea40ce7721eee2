package dev.arbiter.judge;

import dev.arbiter.judge.core.SerialExecutor;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.EndpointListener;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.io.InProcessEndpoint;
import dev.arbiter.judge.io.ProcessEndpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
    /**
     * How long a program's exit waits for the reader to reach the end of its output: the exit notice can
     * overtake the last lines the program wrote, and a game's final scores must be counted before its exit
     * ends the session. A grandchild holding the pipe open is the only reason to wait this long.
     */
    private static final long EXIT_WAITS_FOR_EOF_MILLIS = 2_000;

    private final MatchSpec spec;
    private final Sandbox sandbox;
    private final ScheduledExecutorService watchdog;
    private final JudgeLimits limits;
    private final long startNanos = System.nanoTime();
    private final Transcript transcript;
    private final SerialExecutor executor;
    private final List<Seat> seats = new ArrayList<>();
    private final List<Endpoint> players = new ArrayList<>();
    private final Set<Endpoint> deemedNotReading = ConcurrentHashMap.newKeySet();
    // Filled while earlier programs are already running (their readers look themselves up): concurrent. Endpoints
    // keep identity equality, so this is keyed by instance.
    private final Map<Endpoint, EndpointClock> clocks = new ConcurrentHashMap<>();
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
        this.transcript = new Transcript(spec.transcriptFile(), limits.transcriptLimitBytes(), startNanos);
        // Paused until the session exists: each program's output is read (and stamped) from the moment it starts.
        this.executor = new SerialExecutor(this::internalError, true);
    }

    MatchResult run() {
        Framing framing = spec.protocol().framing(limits);
        if (spec.game() != null) {
            try {
                game = endpoint("game", spec.game(), framing);
            } catch (SandboxException e) {
                transcript.note("game", "could not start the game: " + e.getMessage());
                transcript.close();
                return result(MatchStatus.GAME_ERROR, "could not start the game: " + e.getMessage(), 0);
            }
            game.start(new EndpointEvents(game));
        }
        for (int i = 0; i < spec.players().size(); i++) {
            Participant participant = spec.players().get(i);
            Seat seat = new Seat(i + 1, participant.displayPath());
            seats.add(seat);
            Endpoint player;
            try {
                player = endpoint(seat.id(), participant, framing);
            } catch (SandboxException e) {
                seat.fail(Verdict.CRASH, "could not be started: " + e.getMessage());
                player = new DeadEndpoint(seat.id(), e.getMessage());
                clock(player);
            }
            players.add(player);
            // Read from the moment it is up: a program started early is not judged by when a later one was ready.
            player.start(new EndpointEvents(player));
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
        windDown();
        return result(status, statusDetail, (System.nanoTime() - startNanos) / 1_000_000);
    }

    private Endpoint endpoint(String id, Participant participant, Framing framing) throws SandboxException {
        return switch (participant) {
            case Participant.InProcess p -> clocked(new InProcessEndpoint(id, p.program().get(), spec.seed(), spec.gameOptions(), transcript));
            case Participant.Program p -> {
                // The game gets the match seed itself, so a built-in replays identically in-process and as a program.
                long seed = id.equals("game") ? spec.seed() : seedFor(id);
                var processSpec = p.spec().withEnv(Map.of("ARBITER_SEED", Long.toString(seed)));
                yield clocked(new ProcessEndpoint(id, sandbox.start(processSpec), framing, limits.outputLimitBytes(),
                        limits.stderrHeadBytes(), limits.stderrTranscriptBytes(), transcript));
            }
        };
    }

    /** Notes when the program came up: its own clocks (the name deadline) start then, not when the match began. */
    private Endpoint clocked(Endpoint endpoint) {
        clocks.put(endpoint, new EndpointClock(System.nanoTime()));
        return endpoint;
    }

    private EndpointClock clock(Endpoint endpoint) {
        EndpointClock clock = clocks.get(endpoint);
        if (clock == null) {
            // A program that could not be started: it never had time of its own.
            clock = new EndpointClock(startNanos);
            clocks.put(endpoint, clock);
        }
        return clock;
    }

    /** Each program gets its own seed, derived from the match seed, so players do not mirror each other. */
    private long seedFor(String id) {
        return spec.seed() * 0x9E3779B97F4A7C15L + id.hashCode();
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

    private void tick() {
        long now = System.nanoTime();
        for (Endpoint endpoint : allEndpoints()) {
            long since = endpoint.blockedSendSince();
            if (since != 0 && now - since > limits.sendBlockLimit().toNanos() && deemedNotReading.add(endpoint)) {
                endpoint.kill();
                executor.execute(() -> {
                    if (!finished) {
                        session.onViolation(endpoint, notReading());
                    }
                });
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

    /** Inputs closed, exit grace, then kill whatever is left; the transcript is complete after this. */
    private void windDown() {
        var endpoints = allEndpoints();
        endpoints.forEach(Endpoint::closeInput);
        var exits = endpoints.stream().map(Endpoint::exit).toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(exits).get(limits.exitGrace().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            for (Endpoint endpoint : endpoints) {
                if (!endpoint.exit().isDone()) {
                    String why = "did not exit within " + limits.exitGrace().toMillis() + " ms of the end of the match; killed";
                    transcript.note(endpoint.id(), why);
                    seatOf(endpoint).ifPresent(seat -> seat.incident(why));
                    endpoint.kill();
                }
            }
        } catch (Exception e) {
            Thread.currentThread().interrupt();
        }
        try {
            CompletableFuture.allOf(exits).get(5, TimeUnit.SECONDS);
            // Reader threads finish right after the pipes close; give them a moment so the transcript is whole.
            Thread.sleep(20);
        } catch (Exception e) {
            transcript.note(null, "some processes could not be confirmed gone: " + e);
        }
        transcript.close();
    }

    private java.util.Optional<Seat> seatOf(Endpoint endpoint) {
        int i = players.indexOf(endpoint);
        return i < 0 ? java.util.Optional.empty() : java.util.Optional.of(seats.get(i));
    }

    private MatchResult result(MatchStatus finalStatus, String detail, long durationMs) {
        var seatResults = new ArrayList<SeatResult>();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            String stderr = i < players.size() ? players.get(i).stderrHead() : "";
            if (i < players.size() && players.get(i).exit().isDone()) {
                session.afterExit(players.get(i), players.get(i).exit().join());
            }
            seatResults.add(new SeatResult(s.number(), s.id(), s.name() == null ? s.id() + " (no name)" : s.name(),
                    s.path(), s.score(), s.scoredMoves(), s.verdict(), s.detail(), s.incidents(), stderr, s.stats(), s.rounds()));
        }
        return new MatchResult(spec.gameName(), spec.protocol().id(), spec.seed(), finalStatus, detail, moves,
                durationMs, seatResults, transcript.summary());
    }

    private void internalError(Throwable t) {
        t.printStackTrace();
        transcript.note(null, "judge error: " + t);
        finish(MatchStatus.INFRASTRUCTURE_ERROR, "judge error: " + t);
    }

    // --- What the endpoints read: hand every event to the match executor -------------------------------

    /** Each endpoint is started with its own listener, which tells the session which endpoint every event came from. */
    private final class EndpointEvents implements EndpointListener {
        private final Endpoint from;

        EndpointEvents(Endpoint from) {
            this.from = from;
        }

        @Override
        public void onMessage(String message, long readNanos) {
            EndpointClock clock = clocks.get(from);
            Long stamp = readNanos;
            clock.undelivered.add(stamp);
            executor.execute(() -> {
                try {
                    if (!finished) {
                        session.onMessage(from, message, readNanos);
                    }
                } finally {
                    clock.undelivered.remove(stamp);
                }
            });
        }

        @Override
        public void onViolation(StreamViolation violation) {
            executor.execute(() -> {
                if (!finished) {
                    session.onViolation(from, violation);
                }
            });
        }

        @Override
        public void onEndOfOutput() {
            executor.execute(() -> {
                if (!finished) {
                    session.onEndOfOutput(from);
                }
            });
            clocks.get(from).endOfOutput.complete(null);
        }

        /** Delivered after the program's last line and its end of output (or after a grace), never before them. */
        @Override
        public void onExit(ExitInfo exit) {
            transcript.note(from.id(), "process ended: " + exit.describe());
            clocks.get(from).endOfOutput
                    .completeOnTimeout(null, EXIT_WAITS_FOR_EOF_MILLIS, TimeUnit.MILLISECONDS)
                    .thenRun(() -> executor.execute(() -> {
                        if (!finished) {
                            session.onExit(from, exit);
                        }
                    }));
        }
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
        return clock(endpoint).startedNanos;
    }

    @Override
    public boolean stoppedReading(Endpoint endpoint) {
        return deemedNotReading.contains(endpoint);
    }

    @Override
    public boolean hasUndeliveredLines(Endpoint endpoint) {
        EndpointClock clock = clocks.get(endpoint);
        return clock != null && !clock.undelivered.isEmpty();
    }

    @Override
    public boolean hasUndeliveredLineReadBefore(Endpoint endpoint, long nanos) {
        EndpointClock clock = clocks.get(endpoint);
        return clock != null && clock.undelivered.stream().anyMatch(stamp -> stamp - nanos < 0);
    }

    @Override
    public void note(String about, String text) {
        transcript.note(about, text);
    }

    @Override
    public void later(Runnable task) {
        executor.execute(() -> {
            if (!finished) {
                task.run();
            }
        });
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

    /** When one program started, and the read stamps of the lines it sent that are still on their way to the session. */
    private static final class EndpointClock {
        final long startedNanos;
        final Queue<Long> undelivered = new ConcurrentLinkedQueue<>();
        final CompletableFuture<Void> endOfOutput = new CompletableFuture<>();

        EndpointClock(long startedNanos) {
            this.startedNanos = startedNanos;
        }
    }

    /** Stands in for a program that could not be started: it has already "exited". */
    private static final class DeadEndpoint implements Endpoint {
        private final String id;
        private final String why;
        private final CompletableFuture<ExitInfo> exit = CompletableFuture.completedFuture(new ExitInfo(127, 0, false, false, false));

        DeadEndpoint(String id, String why) {
            this.id = id;
            this.why = why;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public void start(EndpointListener listener) {
            listener.onEndOfOutput();
            listener.onExit(exit.join());
        }

        @Override
        public void send(String message) {
        }

        @Override
        public void closeInput() {
        }

        @Override
        public void kill() {
        }

        @Override
        public CompletableFuture<ExitInfo> exit() {
            return exit;
        }

        @Override
        public long blockedSendSince() {
            return 0;
        }

        @Override
        public String stderrHead() {
            return why;
        }

        @Override
        public String describe() {
            return "not started";
        }
    }
}
