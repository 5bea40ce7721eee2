package dev.arbiter.judge;

import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.sandbox.ProcessSpec;

import java.util.function.Supplier;

/** One program taking part in a match: a game or a player. */
public sealed interface Participant {

    /** What to show for it in results ("examples/players/c/bin/random", "builtin:rps"). */
    String displayPath();

    /** A program started through the sandbox. */
    record Program(ProcessSpec spec, String displayPath) implements Participant {
    }

    /** A Java {@link LineProgram} run inside the judge (built-in games). */
    record InProcess(Supplier<LineProgram> program, String displayPath) implements Participant {
    }
}
