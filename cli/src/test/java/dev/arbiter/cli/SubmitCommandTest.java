package dev.arbiter.cli;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter submit} sends what the submission API expects and reports its answer. */
class SubmitCommandTest {

    @TempDir
    Path dir;

    @Test
    void uploadsTheFileAsMultipartWithNameAndBearerTokenAndPrintsTheCreatedEntry() throws Exception {
        Path entry = dir.resolve("bot.py");
        Files.writeString(entry, "#!/usr/bin/env python3\nprint('@info name bot')\n");
        var seen = new AtomicReference<String>();
        var auth = new AtomicReference<String>();
        var path = new AtomicReference<String>();
        var length = new AtomicReference<String>();
        var server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            path.set(exchange.getRequestURI().getPath());
            length.set(exchange.getRequestHeaders().getFirst("Content-Length"));
            auth.set(exchange.getRequestHeaders().getFirst("Authorization"));
            seen.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] reply = "{\"id\":7,\"version\":1,\"status\":\"stored\"}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(201, reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
        try {
            var run = CliRun.of("submit", "--url", "http://127.0.0.1:" + server.getAddress().getPort(),
                    "--competition", "rps-open", "--token", "tok123", "--name", "my bot", entry.toString());
            assertThat(run.status()).as(run.err()).isZero();
            assertThat(run.out()).contains("Uploaded version 1 to rps-open: stored")
                    .contains("/entries/7").contains("/competitions/rps-open/entries/7");
            assertThat(path.get()).isEqualTo("/api/competitions/rps-open/entries");
            assertThat(auth.get()).isEqualTo("Bearer tok123");
            // Declared up front (not chunked), so a server can refuse an oversized upload before reading it.
            assertThat(length.get()).isEqualTo(Integer.toString(seen.get().getBytes(StandardCharsets.UTF_8).length));
            assertThat(seen.get()).contains("name=\"name\"\r\n\r\nmy bot\r\n")
                    .contains("name=\"file\"; filename=\"bot.py\"")
                    .contains("print('@info name bot')");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aRefusedUploadExitsOneWithTheServersReasonAndAnUnreachablePlatformSaysHowToStartIt() throws Exception {
        Path entry = dir.resolve("big.bin");
        Files.write(entry, new byte[]{1, 2, 3});
        var server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            byte[] reply = ("{\"type\":\"https://arbiter.dev/problems/too-large\",\"status\":413,"
                    + "\"detail\":\"big.bin is 3 bytes; c accepts files of at most 2 bytes.\"}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/problem+json");
            exchange.sendResponseHeaders(413, reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
        int port = server.getAddress().getPort();
        try {
            var refused = CliRun.of("submit", "--url", "http://127.0.0.1:" + port, "--competition", "c", "--token", "t", entry.toString());
            assertThat(refused.status()).isEqualTo(1);
            assertThat(refused.err()).contains("upload refused (413 too-large): big.bin is 3 bytes; c accepts files of at most 2 bytes.");
        } finally {
            server.stop(0);
        }
        var unreachable = CliRun.of("submit", "--url", "http://127.0.0.1:" + port, "--competition", "c", "--token", "t", entry.toString());
        assertThat(unreachable.status()).isEqualTo(2);
        assertThat(unreachable.err()).contains("is the platform up? ./arbiter up");
    }
}
