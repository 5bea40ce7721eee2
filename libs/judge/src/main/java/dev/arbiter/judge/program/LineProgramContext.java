package dev.arbiter.judge.program;

import java.util.Map;

/** What a {@link LineProgram} gets from whoever runs it. */
public interface LineProgramContext {

    /** The match seed: a deterministic program derives all its randomness from it. */
    long seed();

    /** Program options ("moves" → "1000"). */
    Map<String, String> options();

    /** Writes one line to the program's output. */
    void send(String line);

    /** Ends the program with an exit status. */
    void exit(int status);

    default int intOption(String key, int fallback) {
        String value = options().get(key);
        return value == null ? fallback : Integer.parseInt(value.strip());
    }
}
