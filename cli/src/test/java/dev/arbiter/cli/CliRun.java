package dev.arbiter.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs {@code arbiter …} in this JVM and captures what it prints. */
record CliRun(int status, String out, String err) {

    static synchronized CliRun of(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new StringWriter();
        PrintStream original = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            var cli = ArbiterCli.commandLine();
            cli.setErr(new PrintWriter(err, true));
            int status = cli.execute(args);
            return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(original);
        }
    }
}
