package dev.arbiter.system;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM the tests start and break: its output goes to a log file next to the test reports, and it
 * can be stopped politely or killed with SIGKILL (what {@code kill -9} sends).
 */
final class ManagedProcess implements AutoCloseable {

    private final String name;
    private final List<String> command;
    private final Path log;
    private Process process;

    ManagedProcess(String name, List<String> command, Path logDirectory) {
        this.name = name;
        this.command = List.copyOf(command);
        this.log = logDirectory.resolve(name + ".log");
    }

    /** A JVM running {@code args} with the test JVM's own java. */
    static ManagedProcess java(String name, Path logDirectory, List<String> args) {
        var command = new ArrayList<String>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.add("-XX:+UseSerialGC");
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(args);
        return new ManagedProcess(name, command, logDirectory);
    }

    ManagedProcess start() throws IOException {
        Files.createDirectories(log.getParent());
        process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return this;
    }

    int waitFor() throws InterruptedException {
        return process.waitFor();
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process != null && process.isAlive();
    }

    /** SIGKILL, as {@code kill -9}: no shutdown hooks, no goodbyes. */
    void kill9() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGTERM, then SIGKILL after {@code grace}. */
    void stop(Duration grace) throws InterruptedException {
        if (process == null) {
            return;
        }
        process.destroy();
        if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
            kill9();
        }
    }

    Path log() {
        return log;
    }

    String name() {
        return name;
    }

    @Override
    public void close() throws InterruptedException {
        if (alive()) {
            stop(Duration.ofSeconds(10));
        }
    }

    static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        }
    }
}
