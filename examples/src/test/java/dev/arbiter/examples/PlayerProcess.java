package dev.arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A real player program running as a child process, driven the way a judge drives it: lines to its
 * stdin, lines read back from its stdout with a deadline. Its stderr is kept for failure messages.
 */
final class PlayerProcess implements AutoCloseable {

    /** Generous: a JVM player starting on a busy 2-core machine; the protocol allows 10 s for the name. */
    static final Duration LINE_DEADLINE = Duration.ofSeconds(10);
    /** The judge kills a player that has not exited 5 s after {@code @command exit}. */
    static final Duration EXIT_DEADLINE = Duration.ofSeconds(5);

    private final String description;
    private final Process process;
    private final Writer stdin;
    /** Lines the player wrote; an empty Optional marks the end of its stdout. */
    private final BlockingQueue<Optional<String>> stdout = new LinkedBlockingQueue<>();
    private final StringBuffer stderr = new StringBuffer();
    /** Counted down when stderr reaches its end, so what a finished player wrote there is all read. */
    private final java.util.concurrent.CountDownLatch stderrDone = new java.util.concurrent.CountDownLatch(1);

    private PlayerProcess(String description, Process process) {
        this.description = description;
        this.process = process;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        pump(process.getInputStream(), line -> stdout.add(Optional.of(line)), () -> stdout.add(Optional.empty()));
        pump(process.getErrorStream(), line -> stderr.append(line).append('\n'), stderrDone::countDown);
    }

    static PlayerProcess start(String description, List<String> command, Map<String, String> environment)
            throws IOException {
        var builder = new ProcessBuilder(command);
        builder.environment().remove("ARBITER_SEED"); // only what the test asks for
        builder.environment().putAll(environment);
        return new PlayerProcess(description, builder.start());
    }

    private static void pump(InputStream stream, Consumer<String> onLine, Runnable onEnd) {
        Thread.ofPlatform().daemon().start(() -> {
            try (var reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.ISO_8859_1))) {
                for (String line; (line = reader.readLine()) != null; ) {
                    onLine.accept(line);
                }
            } catch (IOException e) {
                // the process was killed: end of stream
            } finally {
                onEnd.run();
            }
        });
    }

    /** Sends each line terminated by {@code \n}, then flushes. */
    PlayerProcess send(String... lines) throws IOException {
        return sendRaw(String.join("\n", lines) + "\n");
    }

    /** Sends the text exactly as given (for CRLF and other line-end tests). */
    PlayerProcess sendRaw(String text) throws IOException {
        stdin.write(text);
        stdin.flush();
        return this;
    }

    void closeStdin() throws IOException {
        stdin.close();
    }

    /** The next line the player wrote; fails if it wrote none within {@link #LINE_DEADLINE}. */
    String nextLine() throws InterruptedException {
        Optional<String> line = stdout.poll(LINE_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            fail("%s wrote no line within %s%s", description, LINE_DEADLINE, stderrForMessage());
        }
        if (line.isEmpty()) {
            stdout.add(line); // keep the end marker for later reads
            fail("%s closed its stdout while a line was expected%s", description, stderrForMessage());
        }
        return line.get();
    }

    /** Sends {@code @command move} and returns the words of the one {@code @output} line it answers. */
    List<String> move() throws IOException, InterruptedException {
        send("@command move");
        return output();
    }

    /** Reads one line that must be an {@code @output} line, and returns its words. */
    List<String> output() throws InterruptedException {
        String line = nextLine();
        assertThat(line).as("%s answered a move request with", description).matches("@output( \\S+)*");
        return line.equals("@output") ? List.of() : Arrays.asList(line.substring("@output ".length()).split(" "));
    }

    /**
     * Waits for the process to end by itself within {@link #EXIT_DEADLINE}, and returns the stdout
     * lines it wrote that no one read (a conforming player leaves none).
     */
    List<String> awaitExitWithStatusZero() throws InterruptedException {
        if (!process.waitFor(EXIT_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)) {
            fail("%s did not exit within %s%s", description, EXIT_DEADLINE, stderrForMessage());
        }
        stderrDone.await(LINE_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(process.exitValue()).as("%s exit status%s", description, stderrForMessage()).isZero();
        List<String> unread = new ArrayList<>();
        for (Optional<String> line; (line = stdout.poll(LINE_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)) != null
                && line.isPresent(); ) {
            unread.add(line.get());
        }
        return unread;
    }

    /** What the player wrote to stderr so far. */
    String stderr() {
        return stderr.toString();
    }

    private String stderrForMessage() {
        return stderr.isEmpty() ? "" : "; its stderr:\n" + stderr;
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
