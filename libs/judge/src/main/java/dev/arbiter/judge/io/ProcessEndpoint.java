package dev.arbiter.judge.io;

import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.SandboxedProcess;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A program in a sandbox, spoken to by lines on its stdin/stdout. One platform thread reads stdout
 * (frames lines, enforces the line and output caps), another drains stderr into the transcript, so a
 * program can never block the judge by filling a pipe. Sends run on the caller's thread: the
 * watchdog kills a program whose input stays blocked (see {@link #blockedSendSince()}).
 */
public final class ProcessEndpoint implements Endpoint {

    private final String id;
    private final SandboxedProcess process;
    private final Framing framing;
    private final long outputLimitBytes;
    private final int stderrHeadBytes;
    private final long stderrTranscriptBytes;
    private final Transcript transcript;
    private final OutputStream stdin;
    private final StringBuilder stderrHead = new StringBuilder();
    private volatile long blockedSendSince;
    private volatile boolean inputBroken;

    public ProcessEndpoint(String id, SandboxedProcess process, Framing framing, long outputLimitBytes,
                           int stderrHeadBytes, long stderrTranscriptBytes, Transcript transcript) {
        this.id = id;
        this.process = process;
        this.framing = framing;
        this.outputLimitBytes = outputLimitBytes;
        this.stderrHeadBytes = stderrHeadBytes;
        this.stderrTranscriptBytes = stderrTranscriptBytes;
        this.transcript = transcript;
        this.stdin = process.stdin();
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public void start(EndpointListener listener) {
        Thread.ofPlatform().daemon().name("judge-" + id + "-out").start(() -> readOutput(listener));
        Thread.ofPlatform().daemon().name("judge-" + id + "-err").start(this::drainStderr);
        process.exit().thenAccept(listener::onExit);
    }

    @Override
    public void send(String message) {
        send(message, message);
    }

    @Override
    public void send(String message, String transcribed) {
        transcript.line("judge", id, transcribed);
        if (inputBroken) {
            return;
        }
        byte[] text = message.getBytes(framing.charset());
        byte[] bytes = java.util.Arrays.copyOf(text, text.length + 1);
        bytes[text.length] = framing.terminator();
        blockedSendSince = System.nanoTime();
        try {
            stdin.write(bytes);
            stdin.flush();
        } catch (IOException e) {
            // The program closed its input or died; its exit (or EOF) tells the protocol what happened.
            inputBroken = true;
            transcript.note(id, "could not deliver a line: " + e.getMessage());
        } finally {
            blockedSendSince = 0;
        }
    }

    @Override
    public void closeInput() {
        inputBroken = true;
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already gone
        }
    }

    @Override
    public void kill() {
        inputBroken = true;
        process.kill();
    }

    @Override
    public CompletableFuture<ExitInfo> exit() {
        return process.exit();
    }

    @Override
    public long blockedSendSince() {
        return blockedSendSince;
    }

    @Override
    public String stderrHead() {
        synchronized (stderrHead) {
            return stderrHead.toString();
        }
    }

    @Override
    public Optional<Duration> cpuTime() {
        return process.cpuTime();
    }

    @Override
    public String describe() {
        return process.describe();
    }

    /**
     * Reads stdout a byte at a time from a buffered stream: {@link BufferedInputStream#read(byte[])} asks the
     * kernel how much more is waiting after every chunk it returns short (one more system call per line,
     * a good part of a move's cost), while single-byte reads are served from the buffer its one read filled.
     * Each line is stamped with the time the read that brought its last byte returned.
     */
    private void readOutput(EndpointListener listener) {
        var lines = new LineFramer(framing.maxMessageBytes(), framing.terminator());
        long total = 0;
        var stamped = new ReadStampingStream(process.stdout());
        try (InputStream in = new BufferedInputStream(stamped, 8192)) {
            int b;
            while ((b = in.read()) >= 0) {
                if (++total > outputLimitBytes) {
                    listener.onViolation(new StreamViolation(StreamViolation.Kind.OUTPUT_LIMIT,
                            "wrote more than " + outputLimitBytes + " bytes to its standard output"));
                    drainSilently(in);
                    return;
                }
                switch (lines.accept((byte) b)) {
                    case LINE -> {
                        String line = lines.take(framing.charset());
                        transcript.line(id, "judge", line);
                        listener.onMessage(line, stamped.lastReadNanos());
                        // Whatever the line set off has been sent by now: encode its transcript while the programs think.
                        transcript.encodeQueued();
                    }
                    case OVERLONG -> {
                        String excerpt = lines.excerpt();
                        transcript.note(id, "line longer than " + framing.maxMessageBytes() + " bytes: " + excerpt + "…");
                        listener.onViolation(new StreamViolation(StreamViolation.Kind.LINE_TOO_LONG,
                                "sent a line longer than " + framing.maxMessageBytes() + " bytes, starting "
                                        + Printable.quote(excerpt)));
                    }
                    case NONE -> {
                    }
                }
            }
            if (lines.hasPartial()) {
                String line = lines.take(framing.charset());
                if (framing.lastLineMayBeUnterminated()) {
                    transcript.line(id, "judge", line);
                    listener.onMessage(line, stamped.lastReadNanos());
                } else {
                    transcript.note(id, "output ended without a newline after " + Printable.quote(line)
                            + ": not a message, ignored");
                }
            }
        } catch (IOException e) {
            // Stream closed under us (killed): treat as end of output.
        }
        listener.onEndOfOutput();
    }

    private static void drainSilently(InputStream in) {
        byte[] sink = new byte[8192];
        try {
            while (in.read(sink) > 0) {
                // keep the pipe moving until the program is killed
            }
        } catch (IOException ignored) {
            // killed
        }
    }

    private void drainStderr() {
        var lines = new LineFramer(4096);
        long recorded = 0;
        byte[] buf = new byte[8192];
        try (InputStream in = process.stderr()) {
            int n;
            while ((n = in.read(buf)) > 0) {
                appendHead(buf, n);
                for (int i = 0; i < n; i++) {
                    var event = lines.accept(buf[i]);
                    if (event == LineFramer.Event.NONE) {
                        continue;
                    }
                    String line = event == LineFramer.Event.LINE ? lines.take(StandardCharsets.UTF_8) : lines.excerpt() + "…";
                    recorded += line.length();
                    if (recorded <= stderrTranscriptBytes) {
                        transcript.stderr(id, line);
                    }
                }
                transcript.encodeQueued();
            }
            if (lines.hasPartial()) {
                transcript.stderr(id, lines.take(StandardCharsets.UTF_8));
            }
        } catch (IOException ignored) {
            // killed
        }
    }

    private void appendHead(byte[] buf, int n) {
        synchronized (stderrHead) {
            int room = stderrHeadBytes - stderrHead.length();
            if (room > 0) {
                stderrHead.append(new String(buf, 0, Math.min(room, n), StandardCharsets.UTF_8));
            }
        }
    }
}
