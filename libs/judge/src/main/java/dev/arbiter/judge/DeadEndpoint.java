package dev.arbiter.judge;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.EndpointListener;
import dev.arbiter.sandbox.ExitInfo;

import java.util.concurrent.CompletableFuture;

/** Stands in for a program that could not be started: it has already "exited". */
final class DeadEndpoint implements Endpoint {
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
