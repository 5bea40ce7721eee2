package dev.arbiter.runner.service.build;

import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.GZIPOutputStream;

/**
 * Builds a source entry in a sandbox of the match backend. The sandbox sees the unpacked sources read-only and
 * has no network; a small shell script copies them into its private /tmp, runs the build there with its output
 * sent to stderr, and writes the built tree as a tar stream on stdout. So the build needs no writable mount of
 * the host, and the runner bounds the tree and the log as it reads them. The tree comes back as a .tar.gz, which
 * the match then unpacks with libs/archive like any uploaded archive.
 */
public final class SourceBuilder {

    /** $1 is the sources' directory, the rest the build's argv. Links are followed: archives hold none. */
    private static final String SCRIPT = """
            set -e
            src="$1"; shift
            mkdir /tmp/build
            cp -R "$src"/. /tmp/build
            cd /tmp/build
            "$@" 1>&2
            find . -mindepth 1 -maxdepth 1 -print0 | tar --null --dereference -T - -cf -
            """;

    /** Blocking pipe readers, one thread each: the common pool may have a single thread on a small machine. */
    private static final Executor READERS = task -> Thread.ofVirtual().name("build-output").start(task);

    private final Sandbox sandbox;
    private final BuildLimits limits;

    public SourceBuilder(Sandbox sandbox, BuildLimits limits) {
        this.sandbox = sandbox;
        this.limits = limits;
    }

    /**
     * Builds {@code sources} with {@code command}; the built tree, when there is one, is written to
     * {@code scratch/built.tar.gz}.
     *
     * @throws SandboxException when the sandbox cannot start the build at all (the runner's fault, not the entry's)
     */
    public BuildOutcome build(Path sources, List<String> command, Path scratch) throws SandboxException, IOException {
        var argv = new ArrayList<>(List.of("sh", "-c", SCRIPT, "build", sources.toString()));
        argv.addAll(command);
        var spec = new ProcessSpec("build", argv, sources, Map.of("HOME", "/tmp/build"), limits.sandbox(), List.of(sources));
        Path tar = scratch.resolve("built.tar");
        long begun = System.nanoTime();
        SandboxedProcess process = sandbox.start(spec);
        var stopped = new AtomicReference<String>();
        var log = new ByteArrayOutputStream();
        boolean[] logTruncated = new boolean[1];
        try {
            process.stdin().close();
            CompletableFuture<Void> tree = CompletableFuture.runAsync(() -> copyTree(process, tar, stopped), READERS);
            CompletableFuture<Void> output = CompletableFuture.runAsync(() -> logTruncated[0] = keepLog(process, log, stopped), READERS);
            ExitInfo exit;
            try {
                exit = process.exit().get(limits.wallTime().toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                stop(process, stopped, "the build took longer than " + limits.wallTime().toSeconds() + " s and was stopped");
                exit = process.exit().join();
            }
            CompletableFuture.allOf(tree, output).get(10, TimeUnit.SECONDS);
            long durationMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begun);
            String text = log.toString(StandardCharsets.UTF_8);
            if (stopped.get() == null && exit.clean()) {
                Path built = scratch.resolve("built.tar.gz");
                gzip(tar, built);
                return new BuildOutcome(built, "", text, logTruncated[0], durationMs);
            }
            return new BuildOutcome(null, reason(stopped.get(), exit, text), text, logTruncated[0], durationMs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.kill();
            throw new IOException("interrupted while building", e);
        } catch (ExecutionException | TimeoutException e) {
            process.kill();
            throw new IOException("reading the build's output failed", e);
        } finally {
            Files.deleteIfExists(tar);
        }
    }

    private String reason(String stopped, ExitInfo exit, String log) {
        if (stopped != null) {
            return stopped;
        }
        if (exit.oomKilled()) {
            return "the build used more than its " + (limits.sandbox().memoryBytes() >> 20) + " MiB of memory and was stopped";
        }
        if (exit.cpuLimitHit()) {
            return "the build used more than its " + limits.sandbox().cpuTime().toSeconds() + " s of CPU time and was stopped";
        }
        return FirstError.of(log, "the build failed (" + exit.describe() + ")");
    }

    private void copyTree(SandboxedProcess process, Path tar, AtomicReference<String> stopped) {
        try (InputStream in = process.stdout(); OutputStream out = Files.newOutputStream(tar)) {
            byte[] buffer = new byte[64 * 1024];
            long total = 0;
            for (int n; (n = in.read(buffer)) > 0; ) {
                total += n;
                if (total > limits.maxArtefact()) {
                    stop(process, stopped, "the built tree is larger than " + (limits.maxArtefact() >> 20) + " MiB");
                    in.transferTo(OutputStream.nullOutputStream());
                    return;
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            stop(process, stopped, "reading the built tree failed: " + e.getMessage());
        }
    }

    /** Keeps the head of the output; a build that floods it is stopped. @return whether output was dropped */
    private boolean keepLog(SandboxedProcess process, ByteArrayOutputStream log, AtomicReference<String> stopped) {
        long total = 0;
        try (InputStream in = process.stderr()) {
            byte[] buffer = new byte[16 * 1024];
            for (int n; (n = in.read(buffer)) > 0; ) {
                int keep = (int) Math.max(0, Math.min(n, limits.logKept() - total));
                log.write(buffer, 0, keep);
                total += n;
                if (total > limits.logLimit()) {
                    stop(process, stopped, "the build wrote more than " + (limits.logLimit() >> 20) + " MiB of output and was stopped");
                    in.transferTo(OutputStream.nullOutputStream());
                    break;
                }
            }
        } catch (IOException e) {
            // The process is gone; what was read is the log.
        }
        return total > limits.logKept();
    }

    private static void stop(SandboxedProcess process, AtomicReference<String> stopped, String why) {
        stopped.compareAndSet(null, why);
        process.kill();
    }

    private static void gzip(Path tar, Path target) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(target))) {
            Files.copy(tar, out);
        }
    }
}
