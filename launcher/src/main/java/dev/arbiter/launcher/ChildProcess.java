package dev.arbiter.launcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;

/** A part that is one child process writing to one log: what the supervisor needs of it, said once. */
abstract class ChildProcess implements Supervised {

    protected final Process process;
    private final Path logFile;
    private final Duration grace;

    /** @param grace how long it may take to stop after SIGTERM before it is killed */
    ChildProcess(Process process, Path logFile, Duration grace) {
        this.process = process;
        this.logFile = logFile;
        this.grace = grace;
    }

    /** Waits until it accepts connections on 127.0.0.1:port; stops it and says why if it dies or is too slow. */
    void awaitListening(String what, int port, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(LogTail.cause(what, logFile, process.exitValue()));
            }
            try (var socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        close();
        throw new IOException(LogTail.tooSlow(what, "did not listen on 127.0.0.1:" + port + " within " + timeout.toSeconds()
                + " s", logFile));
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public String exitDescription() {
        return Supervised.describe(process);
    }

    @Override
    public Path logFile() {
        return logFile;
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, grace);
    }
}
