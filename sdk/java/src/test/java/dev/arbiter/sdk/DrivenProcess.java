package dev.arbiter.sdk;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An SDK program driven by hand, for the few checklist items a conforming judge never exercises (it never sends
 * a bare input line or a comment to a player): all its input is written at once, then its whole output read.
 */
final class DrivenProcess {

    private DrivenProcess() {
    }

    /** What the program wrote and its exit status, after it was fed {@code input} and its stdin closed. */
    record Run(List<String> stdout, int exitStatus) {
    }

    static Run feed(Class<?> main, String input) throws IOException, InterruptedException {
        var process = new ProcessBuilder(SdkPrograms.command(SdkPrograms.JAVA,
                List.of(SdkPrograms.CLASSES, SdkPrograms.TEST_CLASSES), main.getName()))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII)) {
            in.write(input);
        }
        var lines = new ArrayList<String>();
        try (var out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
            }
        }
        // Its stdout closed, so it is exiting; the bound only keeps a broken build from hanging the test run.
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(main.getSimpleName() + " did not exit after its output closed");
        }
        return new Run(lines, process.exitValue());
    }
}
