package dev.arbiter.cli;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter storage} against a stub of the scheduler's storage report. */
class StorageCommandTest {

    @TempDir
    Path dir;

    private HttpServer server;
    private final List<String> authorizations = new CopyOnWriteArrayList<>();
    private int status = 200;

    @BeforeEach
    void stubScheduler() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/scheduler/storage", exchange -> {
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] body = (status == 200 ? """
                    {"rows":[{"competition":"rps-ladder","kind":"ladder","kept":200,"expired":1800,
                              "playedBytes":211000000,"storedBytes":14000000,"expiringWithinADay":35},
                             {"competition":"rps-ladder","kind":"validation","kept":4,"expired":0,
                              "playedBytes":4000,"storedBytes":900,"expiringWithinADay":0}],
                     "keptTranscripts":204,"playedBytes":211004000,"storedBytes":14000900,"freeBytes":1500000000,
                     "disk":"low","location":"/srv/arbiter/blobs"}"""
                    : "{\"type\":\"https://arbiter.dev/problems/forbidden\",\"status\":403,\"detail\":\"organisers only\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", status == 200 ? "application/json" : "application/problem+json");
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void anOrganiserSeesBytesByCompetitionAndKindAndTheFreeSpaceState() throws IOException {
        Path token = Files.writeString(dir.resolve("token"), "organiser-token\n");
        var run = CliRun.of("storage", "--url", "http://127.0.0.1:" + server.getAddress().getPort(),
                "--token-file", token.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(authorizations).containsExactly("Bearer organiser-token");
        assertThat(run.out()).contains("rps-ladder", "ladder", "211.0 MB", "14.0 MB", "35", "validation", "900 B")
                .contains("kept transcripts: 204").contains("free space: 1.5 GB (below the first watermark: ladders and uploads are paused)");
    }

    @Test
    void aContestantsTokenIsRefusedWithThePlatformsReason() throws IOException {
        status = 403;
        Path token = Files.writeString(dir.resolve("token"), "contestant-token\n");
        var run = CliRun.of("storage", "--url", "http://127.0.0.1:" + server.getAddress().getPort(),
                "--token-file", token.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err()).contains("storage report refused").contains("organisers only");
    }
}
