package dev.arbiter.sandbox.docker;

import java.io.Closeable;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * The judge's end of a container's standard streams: four FIFOs in the run's private directory,
 * which {@code arbiter-stdio} (the container's PID 1) opens in this order: {@code in}, {@code out},
 * {@code err} for the entry's stdin, stdout and stderr, and {@code life}, the lifeline. A line then
 * crosses the same kernel pipe it would outside a container, instead of the engine's attach stream
 * (~25× slower per line, see the stack notes) or a Unix socket (~1.4× a pipe).
 *
 * Opening a FIFO waits for its other end, so the judge opens them on a thread of their own, in the
 * launcher's order; a launcher that never comes is given up on by opening every FIFO read-write
 * from here (which Linux never blocks), which releases that thread at once.
 */
final class StdioFifos {

    private static final long POLL_MILLIS = 20;

    /** Name, and who may open it from inside: the entry's uid reads "in" and "life", writes "out" and "err". */
    private static final List<String> NAMES = List.of("in", "out", "err", "life");

    private final Path dir;

    private StdioFifos(Path dir) {
        this.dir = dir;
    }

    /**
     * Makes the four FIFOs in {@code dir}. Only root (the judge) may write {@code in} and {@code life},
     * so an entry can neither feed its own stdin nor hold its lifeline open.
     */
    static StdioFifos create(Path dir) throws IOException {
        var command = new ArrayList<>(List.of("mkfifo", "--"));
        NAMES.forEach(name -> command.add(dir.resolve(name).toString()));
        try {
            Process mkfifo = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(mkfifo.getInputStream().readAllBytes()).strip();
            if (mkfifo.waitFor() != 0) {
                throw new IOException("mkfifo failed: " + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while making the stdio FIFOs", e);
        }
        var readable = PosixFilePermissions.fromString("rw-r--r--");
        var writable = PosixFilePermissions.fromString("rw--w--w-");
        java.nio.file.Files.setPosixFilePermissions(dir.resolve("in"), readable);
        java.nio.file.Files.setPosixFilePermissions(dir.resolve("out"), writable);
        java.nio.file.Files.setPosixFilePermissions(dir.resolve("err"), writable);
        java.nio.file.Files.setPosixFilePermissions(dir.resolve("life"), readable);
        return new StdioFifos(dir);
    }

    /** The four open ends of one container. */
    record Streams(OutputStream stdin, InputStream stdout, InputStream stderr, OutputStream lifeline) implements Closeable {
        @Override
        public void close() throws IOException {
            try (lifeline; var in = stdin; var out = stdout; var err = stderr) {
                // closes all four, whatever fails
            }
        }
    }

    /**
     * Waits until the launcher has opened all four FIFOs.
     *
     * @param gone true once the container has exited: the launcher will not come any more
     * @throws IOException when it did not come in time or the container ended first
     */
    Streams open(Duration timeout, BooleanSupplier gone) throws IOException {
        var opened = new ArrayList<Closeable>();
        var streams = new CompletableFuture<Streams>();
        Thread.ofPlatform().daemon().name("docker-stdio-open").start(() -> {
            try {
                var stdin = keep(opened, new FileOutputStream(dir.resolve("in").toFile()));
                var stdout = keep(opened, new FileInputStream(dir.resolve("out").toFile()));
                var stderr = keep(opened, new FileInputStream(dir.resolve("err").toFile()));
                var lifeline = keep(opened, new FileOutputStream(dir.resolve("life").toFile()));
                streams.complete(new Streams(stdin, stdout, stderr, lifeline));
            } catch (Throwable e) {
                streams.completeExceptionally(e);
            }
        });
        long deadline = System.nanoTime() + timeout.toNanos();
        String failure = null;
        while (failure == null) {
            try {
                return streams.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (gone.getAsBoolean()) {
                    failure = "it exited before its launcher opened its streams";
                } else if (System.nanoTime() > deadline) {
                    failure = "its launcher did not open its streams within " + timeout.toSeconds() + " s";
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "interrupted while waiting for its launcher";
            } catch (ExecutionException e) {
                failure = "its streams could not be opened: " + e.getCause().getMessage();
            }
        }
        abandon(streams, opened);
        throw new IOException(failure);
    }

    /** Releases the opening thread (each FIFO gets a read-write end of ours) and closes whatever it opened. */
    private void abandon(CompletableFuture<Streams> streams, List<Closeable> opened) {
        var releases = new ArrayList<RandomAccessFile>();
        try {
            for (String name : NAMES) {
                releases.add(new RandomAccessFile(dir.resolve(name).toFile(), "rw"));
            }
            streams.get(5, TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // whatever state it ended in, everything it opened is closed below
        } finally {
            synchronized (opened) {
                opened.forEach(StdioFifos::closeQuietly);
            }
            releases.forEach(StdioFifos::closeQuietly);
        }
    }

    private static <T extends Closeable> T keep(List<Closeable> opened, T stream) {
        synchronized (opened) {
            opened.add(stream);
        }
        return stream;
    }

    private static void closeQuietly(Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException ignored) {
            // best effort on a path that is already failing
        }
    }
}
