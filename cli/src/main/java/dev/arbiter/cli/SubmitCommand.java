package dev.arbiter.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * {@code arbiter submit}: uploads an entry from a terminal, as the web form does, with a progress bar.
 * {@code POST {url}/api/competitions/{slug}/entries}, multipart {@code file} and {@code name}, bearer token.
 * The body is streamed from the file, so large archives never sit in memory. What it prints, and {@code --wait}:
 * {@link SubmitReport}; where the token comes from: {@link ApiTokenSource}.
 */
@Command(name = "submit", mixinStandardHelpOptions = true, description = "Upload an entry to a competition.")
final class SubmitCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PlatformOptions platform;

    @Option(names = "--competition", required = true, paramLabel = "SLUG")
    String competition;

    @Option(names = "--wait", description = "Wait for the validation's verdict, then for the entry's first rank "
            + "on the leaderboard. Exit 0 when ranked, 1 when validation did not pass, 3 on --timeout.")
    boolean await;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "PT10M", converter = DurationConverter.class,
            description = "How long --wait waits in all: 90s, 10m, 1h (default: 10m).")
    Duration timeout;

    @Option(names = "--poll", paramLabel = "DURATION", defaultValue = "PT2S", converter = DurationConverter.class,
            hidden = true, description = "How often --wait asks (default: 2s).")
    Duration poll;

    @Option(names = "--json", description = "Print the platform's answer as JSON instead of words "
            + "(with --wait, one object: the upload, the version's validation and the leaderboard row).")
    boolean json;

    @Option(names = "--name", paramLabel = "NAME", description = "Entry name (default: the file name).")
    String name;

    @Option(names = "--note", paramLabel = "TEXT", description = "An optional note shown with this version.")
    String note;

    @Parameters(paramLabel = "FILE", description = "An executable, a .exe, or a .zip/.tar.gz with a manifest.")
    Path file;

    @Override
    public Integer call() throws Exception {
        if (!Files.isRegularFile(file)) {
            throw new UsageException(file + ": no such file");
        }
        URI url = platform.url;
        ApiTokenSource credential = platform.credential(spec.commandLine().getErr());
        long size = Files.size(file);
        String boundary = "arbiter-" + UUID.randomUUID();
        var progress = new ProgressBar(100, System.console() != null);
        var body = multipart(boundary, size, progress);
        URI target = url.resolve("/api/competitions/" + competition + "/entries");
        // The length is declared, not chunked: a server refuses an upload over its limit before reading
        // it, and says why, only when it knows the size up front.
        var request = HttpRequest.newBuilder(target)
                .header("Authorization", "Bearer " + credential.token())
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .timeout(Duration.ofMinutes(10))
                .POST(HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofInputStream(body::stream),
                        body.length()))
                .build();
        HttpResponse<String> response;
        HttpClient http = HttpClient.newHttpClient();
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (ConnectException e) {
            throw new UsageException("cannot reach " + url + " (is the platform up? ./arbiter up)");
        } finally {
            progress.done();
        }
        if (response.statusCode() / 100 == 2) {
            return new SubmitReport(url, competition, spec.commandLine().getErr(), json)
                    .uploaded(response.body(), await ? new EntryWait(http, url, credential.token(), poll, timeout,
                            spec.commandLine().getErr()) : null);
        }
        // Picocli's error writer (System.err unless a caller set another), so tests see what the terminal shows.
        spec.commandLine().getErr().println("arbiter: upload refused " + Refusal.describe(response.statusCode(),
                response.headers().firstValue("Content-Type").orElse(null), response.body()));
        return 1;
    }

    /** A multipart body and its exact length in bytes. */
    private record Body(InputStream stream, long length) {
    }

    /** The multipart body as a stream: text parts, then the file counted through the progress bar. */
    private Body multipart(String boundary, long size, ProgressBar progress) throws IOException {
        var head = new StringBuilder();
        part(head, boundary, "name", name != null ? name : file.getFileName().toString());
        if (note != null) {
            part(head, boundary, "note", note);
        }
        head.append("--").append(boundary).append("\r\n")
                .append("Content-Disposition: form-data; name=\"file\"; filename=\"")
                .append(file.getFileName().toString().replace("\"", "")).append("\"\r\n")
                .append("Content-Type: application/octet-stream\r\n\r\n");
        String tail = "\r\n--" + boundary + "--\r\n";
        byte[] headBytes = head.toString().getBytes(StandardCharsets.UTF_8);
        byte[] tailBytes = tail.getBytes(StandardCharsets.UTF_8);
        InputStream counted = new CountingInput(Files.newInputStream(file), size, progress);
        var stream = new SequenceInputStream(java.util.Collections.enumeration(List.of(
                new java.io.ByteArrayInputStream(headBytes), counted, new java.io.ByteArrayInputStream(tailBytes))));
        return new Body(stream, headBytes.length + size + tailBytes.length);
    }

    private static void part(StringBuilder out, String boundary, String field, String value) {
        out.append("--").append(boundary).append("\r\n")
                .append("Content-Disposition: form-data; name=\"").append(field).append("\"\r\n\r\n")
                .append(value).append("\r\n");
    }

    /** Reports percent read of the file to the progress bar. */
    private static final class CountingInput extends java.io.FilterInputStream {
        private final long size;
        private final ProgressBar progress;
        private long read;
        private int shown;

        CountingInput(InputStream in, long size, ProgressBar progress) {
            super(in);
            this.size = Math.max(size, 1);
            this.progress = progress;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                read += n;
                int percent = (int) (read * 100 / size);
                while (shown < percent) {
                    shown++;
                    progress.step(read + " / " + size + " bytes");
                }
            }
            return n;
        }
    }
}
