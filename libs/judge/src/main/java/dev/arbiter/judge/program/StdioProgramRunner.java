package dev.arbiter.judge.program;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs a {@link LineProgram} as an ordinary process on this JVM's stdin/stdout. */
public final class StdioProgramRunner {

    private StdioProgramRunner() {
    }

    /** Returns the exit status the program asked for (0 at end of input). */
    public static int run(LineProgram program, long seed, Map<String, String> options) {
        var out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        int[] status = {-1};
        program.start(new LineProgramContext() {
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
                out.print(line);
                out.print('\n');
                out.flush();
            }

            @Override
            public void exit(int code) {
                status[0] = code;
            }
        });
        try (var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            String line;
            while (status[0] < 0 && (line = in.readLine()) != null) {
                if (line.endsWith("\r")) {
                    line = line.substring(0, line.length() - 1);
                }
                program.onLine(line);
            }
            if (status[0] < 0) {
                program.onEndOfInput();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Math.max(status[0], 0);
    }
}
