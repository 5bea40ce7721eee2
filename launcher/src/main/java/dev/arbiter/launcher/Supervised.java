package dev.arbiter.launcher;

import java.nio.file.Path;

/** A running part of the platform the supervisor watches: it can tell whether it still runs, and stop. */
interface Supervised extends AutoCloseable {

    /** False once the process has died, whatever killed it. */
    boolean isAlive();

    /** How it ended, for the terminal ("exit 137"); only meaningful once {@link #isAlive()} is false. */
    String exitDescription();

    /** Where its output goes: the supervisor notes restarts there too, so the log tells the whole story. */
    Path logFile();

    @Override
    void close();

    /** Starts the part and waits until it is ready; restarting a part calls it again. */
    @FunctionalInterface
    interface Starter {
        Supervised start() throws Exception;
    }

    static String describe(Process process) {
        int code = process.exitValue();
        // A JVM killed by a signal reports 128 + the signal's number.
        return code > 128 ? "exit " + code + ", signal " + (code - 128) : "exit " + code;
    }
}
