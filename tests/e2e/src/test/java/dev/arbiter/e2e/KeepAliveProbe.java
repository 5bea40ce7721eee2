package dev.arbiter.e2e;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Sends many GETs one after another on ONE keep-alive connection, as a browser does, and keeps the slow ones.
 * Written on a plain socket, so that "one connection" is a fact of the test and not of a client's pool: a
 * second connection would make the server's per-connection (and per-event-loop) history start again.
 */
final class KeepAliveProbe {

    /** One request slower than the test's bound: its number on the connection and how long it took. */
    record Slow(int request, Duration took) {
    }

    private KeepAliveProbe() {
    }

    /**
     * @param port a loopback port speaking HTTP/1.1
     * @return the requests that took longer than {@code bound}; the connection is opened again only if the
     *         server closes it (then the test fails: that is not keep-alive)
     */
    static List<Slow> slowRequests(int port, String path, int requests, Duration bound) throws IOException {
        var slow = new ArrayList<Slow>();
        try (var socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = new BufferedInputStream(socket.getInputStream());
            byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nAccept: */*\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII);
            for (int i = 1; i <= requests; i++) {
                long start = System.nanoTime();
                out.write(request);
                out.flush();
                readResponse(in, port + path + " request " + i);
                var took = Duration.ofNanos(System.nanoTime() - start);
                if (took.compareTo(bound) > 0) {
                    slow.add(new Slow(i, took));
                }
            }
        }
        return slow;
    }

    /** Reads one response whole (status, headers, a Content-Length or chunked body) and checks it kept the connection. */
    private static void readResponse(InputStream in, String what) throws IOException {
        String status = line(in, what);
        if (!status.startsWith("HTTP/1.1 ")) {
            throw new IOException(what + ": not an HTTP/1.1 response: " + status);
        }
        long length = 0;
        boolean chunked = false;
        for (String header = line(in, what); !header.isEmpty(); header = line(in, what)) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(lower.substring("content-length:".length()).strip());
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            } else if (lower.startsWith("connection:") && lower.contains("close")) {
                throw new IOException(what + ": the server closed a keep-alive connection (" + status + ")");
            }
        }
        if (chunked) {
            for (long size = chunkSize(in, what); size > 0; size = chunkSize(in, what)) {
                skip(in, size, what);
                line(in, what);
            }
            while (!line(in, what).isEmpty()) {
                // trailers
            }
        } else {
            skip(in, length, what);
        }
    }

    private static long chunkSize(InputStream in, String what) throws IOException {
        String size = line(in, what);
        int extension = size.indexOf(';');
        return Long.parseLong((extension < 0 ? size : size.substring(0, extension)).strip(), 16);
    }

    private static void skip(InputStream in, long bytes, String what) throws IOException {
        try {
            in.skipNBytes(bytes);
        } catch (java.io.EOFException e) {
            throw new IOException(what + ": the body ended early", e);
        }
    }

    private static String line(InputStream in, String what) throws IOException {
        var bytes = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException(what + ": the connection ended mid-response");
            }
            if (b != '\r') {
                bytes.write(b);
            }
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }
}
