package dev.arbiter.judge.program;

/**
 * A program that speaks a line protocol, written in Java. Built-in games implement this: the judge
 * runs them in-process behind the same {@link dev.arbiter.judge.io.Endpoint} seam as an external
 * program, and {@link StdioProgramRunner} runs the very same class as a separate process, so an
 * uploaded game and a built-in one are indistinguishable to the judge.
 *
 * <p>Calls arrive one at a time, never concurrently.
 */
public interface LineProgram {

    /** Called once before any line; may already write lines (e.g. its name). */
    void start(LineProgramContext context);

    /** One input line, without its terminator. */
    void onLine(String line);

    /** The input was closed. */
    default void onEndOfInput() {
    }
}
