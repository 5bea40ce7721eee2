package dev.arbiter.sandbox.docker;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The judge's end of a container's standard streams: a Unix socket in the run's private directory
 * that {@code arbiter-stdio} (the container's PID 1) connects to four times, tagging each connection
 * with one byte: {@code 0}, {@code 1}, {@code 2} for the entry's stdin, stdout and stderr, {@code L}
 * for the lifeline. A line then crosses one kernel socket, as it would cross a pipe, instead of the
 * engine's attach stream (~25× slower per line, see the stack notes).
 */
final class StdioSocket implements Closeable {

    private static final String TAGS = "012L";
    private static final long POLL_MILLIS = 50;

    private final Path path;
    private final ServerSocketChannel server;

    private StdioSocket(Path path, ServerSocketChannel server) {
        this.path = path;
        this.server = server;
    }

    /** Listens at {@code path}, connectable by any uid: only the one container that mounts its directory sees it. */
    static StdioSocket listen(Path path) throws IOException {
        var server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(path));
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-rw-rw-"));
            server.configureBlocking(false);
        } catch (IOException e) {
            server.close();
            throw e;
        }
        return new StdioSocket(path, server);
    }

    /** The four connected streams of one container. */
    record Streams(OutputStream stdin, InputStream stdout, InputStream stderr, SocketChannel lifeline) implements Closeable {
        @Override
        public void close() throws IOException {
            try (lifeline; var in = stdin; var out = stdout; var err = stderr) {
                // closes all four, whatever fails
            }
        }
    }

    /**
     * Waits for the launcher's four connections, then stops listening (nothing else may connect).
     *
     * @param gone true once the container has exited: no connection will come any more
     * @throws IOException when they did not all arrive in time or the container ended first
     */
    Streams accept(Duration timeout, BooleanSupplier gone) throws IOException {
        var accepted = new ArrayList<SocketChannel>();
        var connected = new HashMap<Character, SocketChannel>();
        long deadline = System.nanoTime() + timeout.toNanos();
        try (var selector = Selector.open()) {
            server.register(selector, SelectionKey.OP_ACCEPT);
            while (connected.size() < TAGS.length()) {
                if (System.nanoTime() > deadline) {
                    throw new IOException("its launcher did not connect within " + timeout.toSeconds() + " s");
                }
                if (selector.select(POLL_MILLIS) == 0 && gone.getAsBoolean()) {
                    throw new IOException("it exited before its launcher connected");
                }
                for (var key : selector.selectedKeys()) {
                    if (key.isAcceptable()) {
                        SocketChannel channel = server.accept();
                        if (channel != null) {
                            accepted.add(channel);
                            channel.configureBlocking(false);
                            channel.register(selector, SelectionKey.OP_READ);
                        }
                    } else if (key.isReadable()) {
                        readTag((SocketChannel) key.channel(), key, connected);
                    }
                }
                selector.selectedKeys().clear();
            }
        } catch (IOException e) {
            for (SocketChannel channel : accepted) {
                channel.close();
            }
            throw e;
        } finally {
            close();
        }
        // The selector is closed, so the channels are deregistered and may block again.
        for (SocketChannel channel : connected.values()) {
            channel.configureBlocking(true);
        }
        return new Streams(Channels.newOutputStream(connected.get('0')), Channels.newInputStream(connected.get('1')),
                Channels.newInputStream(connected.get('2')), connected.get('L'));
    }

    private static void readTag(SocketChannel channel, SelectionKey key, Map<Character, SocketChannel> connected)
            throws IOException {
        var tag = ByteBuffer.allocate(1);
        int read = channel.read(tag);
        if (read == 0) {
            return;
        }
        key.cancel();
        char which = read < 0 ? '?' : (char) tag.get(0);
        if (TAGS.indexOf(which) < 0 || connected.putIfAbsent(which, channel) != null) {
            throw new IOException("its launcher sent an unknown or repeated stream tag");
        }
    }

    /** Stops listening and removes the socket file. */
    @Override
    public void close() throws IOException {
        server.close();
        Files.deleteIfExists(path);
    }
}
