package dev.arbiter.judge.io;

import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;
import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.sandbox.ExitInfo;

import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A {@link LineProgram} running inside the judge's JVM (a built-in game). Lines to it are method
 * calls on the match executor's thread; lines from it go to the listener, which queues them on the
 * same executor, so the exchange is ordered exactly as with a real process. An exception thrown by
 * the program is its crash.
 */
public final class InProcessEndpoint implements Endpoint {

    private final String id;
    private final LineProgram program;
    private final long seed;
    private final Map<String, String> options;
    private final Transcript transcript;
    private final CompletableFuture<ExitInfo> exit = new CompletableFuture<>();
    private final StringBuilder errors = new StringBuilder();
    private EndpointListener listener;

    public InProcessEndpoint(String id, LineProgram program, long seed, Map<String, String> options, Transcript transcript) {
        this.id = id;
        this.program = program;
        this.seed = seed;
        this.options = Map.copyOf(options);
        this.transcript = transcript;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public void start(EndpointListener listener) {
        this.listener = listener;
        exit.thenAccept(listener::onExit);
        guarded(() -> program.start(new LineProgramContext() {
            @Override
            public long seed() {
                return seed;
            }

            @Override
            public Map<String, String> options() {
                return options;
            }

            @Override
            public void send(String line) {
                if (!exit.isDone()) {
                    transcript.line(id, "judge", line);
                    listener.onMessage(line, System.nanoTime());
                }
            }

            @Override
            public void exit(int status) {
                listener.onEndOfOutput();
                exit.complete(new ExitInfo(status, 0, false, false, false));
            }
        }));
    }

    @Override
    public void send(String message) {
        send(message, message);
    }

    @Override
    public void send(String message, String transcribed) {
        transcript.line("judge", id, transcribed);
        if (!exit.isDone()) {
            guarded(() -> program.onLine(message));
        }
    }

    @Override
    public void closeInput() {
        if (!exit.isDone()) {
            guarded(program::onEndOfInput);
            exit.complete(new ExitInfo(0, 0, false, false, false));
        }
    }

    private void guarded(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            String message = e.getClass().getSimpleName() + ": " + e.getMessage();
            errors.append(message).append('\n');
            transcript.stderr(id, message);
            exit.complete(new ExitInfo(1, 0, false, false, false));
        }
    }

    @Override
    public void kill() {
        if (!exit.isDone() && listener != null) {
            listener.onEndOfOutput(); // nothing more will come from it: its exit need not wait for an EOF
        }
        exit.complete(new ExitInfo(-1, 9, false, false, true));
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
        return errors.toString();
    }

    @Override
    public String describe() {
        return "in-process " + program.getClass().getSimpleName();
    }
}
