package dev.arbiter.cli;

import com.sun.net.httpserver.HttpExchange;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter submit --wait} against a stub of the submission and leaderboard APIs. */
class SubmitWaitTest {

    private static final String ID = "0b7c5a2e-0000-4000-8000-000000000001";

    @TempDir
    Path dir;

    private HttpServer server;
    private Path entry;
    private Path tokenFile;
    /** What GET /api/entries/{id} answers, one after another (the last one repeats). */
    private final List<String> versions = new ArrayList<>();
    /** What GET /api/entries/{id}/history answers, one after another (the last one repeats); null is a 404. */
    private final List<String> histories = new ArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();

    @BeforeEach
    void stubPlatform() throws IOException {
        entry = dir.resolve("bot.py");
        Files.writeString(entry, "#!/usr/bin/env python3\n");
        tokenFile = dir.resolve("token");
        Files.writeString(tokenFile, "secret-token-42\n");
        var entryCalls = new AtomicInteger();
        var historyCalls = new AtomicInteger();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/competitions/rps-open/entries", exchange -> {
            exchange.getRequestBody().readAllBytes();
            reply(exchange, 201, "{\"id\":\"" + ID + "\",\"version\":2,\"status\":\"stored\"}");
        });
        server.createContext("/api/entries/" + ID, exchange -> {
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            if (exchange.getRequestURI().getPath().endsWith("/history")) {
                String body = histories.get(Math.min(historyCalls.getAndIncrement(), histories.size() - 1));
                reply(exchange, body == null ? 404 : 200, body == null ? "{}" : body);
            } else {
                String version = versions.get(Math.min(entryCalls.getAndIncrement(), versions.size() - 1));
                reply(exchange, 200, "{\"id\":\"" + ID + "\",\"versions\":[" + version + ",{\"version\":1,\"status\":\"ready\"}]}");
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private static void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private CliRun submit(String... extra) {
        var args = new ArrayList<>(List.of("submit", "--url", url(), "--competition", "rps-open",
                "--token-file", tokenFile.toString(), "--poll", "20ms"));
        args.addAll(List.of(extra));
        args.add(entry.toString());
        return CliRun.of(args.toArray(String[]::new));
    }

    private String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Test
    void printsTheEntrysPagesInWordsAndWaitsForTheVerdictThenTheFirstRank() {
        versions.addAll(List.of(
                "{\"version\":2,\"status\":\"validating\",\"waitingFor\":\"a runner to play the validation match\"}",
                "{\"version\":2,\"status\":\"ready\",\"validation\":{\"verdict\":\"ok\"}}"));
        histories.add(null);
        histories.add("{\"current\":{\"rank\":1,\"rating\":30.0,\"matches\":1,\"version\":1}}");
        histories.add("{\"current\":{\"rank\":2,\"rating\":25.25,\"matches\":3,\"provisional\":true,\"version\":2}}");

        var run = submit("--wait", "--verbose");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("Uploaded version 2 to rps-open: stored")
                .contains("your entry's page: " + url() + "/entries/" + ID)
                .contains("its public page:   " + url() + "/competitions/rps-open/entries/" + ID)
                .contains("validation passed: ready to play")
                // Version 1's row does not count: the wait is for the row of the version it uploaded.
                .contains("rank 2 on rps-open: rating 25.3 after 3 rated matches (provisional)")
                .doesNotContain("{");
        assertThat(run.err()).contains("validating: waiting for a runner to play the validation match")
                .contains("using the API token from --token-file " + tokenFile)
                .doesNotContain("secret-token-42");
        assertThat(authorizations).isNotEmpty().allMatch("Bearer secret-token-42"::equals);
    }

    @Test
    void aBuildThatFailedExitsOneWithItsFirstErrorAndWaitsForNoRank() {
        versions.add("{\"version\":2,\"status\":\"build-failed\",\"validation\":{\"verdict\":null},"
                + "\"build\":{\"outcome\":\"build-failed\",\"firstError\":\"main.c:3:1: error: expected ';'\"}}");
        histories.add(null);

        var run = submit("--wait");

        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out()).contains("build failed: main.c:3:1: error: expected ';'").doesNotContain("rank");
    }

    @Test
    void aFailedValidationShowsTheVerdictDetailStderrAndReplayCommand() {
        versions.add("{\"version\":2,\"status\":\"failed\",\"validation\":{\"verdict\":\"crash\",\"detail\":\"exit 1 on move 3\","
                + "\"stderr\":\"Traceback: boom\",\"reproduce\":\"./arbiter match --seed 9\"}}");

        var run = submit("--wait");

        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out()).contains("validation failed: crash — exit 1 on move 3").contains("  Traceback: boom")
                .contains("replay it with the competition's kit: ./arbiter match --seed 9");
    }

    @Test
    void waitingGivesUpAtTheTimeoutWithExitThreeNamingWhatItWaitedFor() {
        versions.add("{\"version\":2,\"status\":\"validating\",\"waitingFor\":\"a runner to play the validation match\"}");

        var run = submit("--wait", "--timeout", "200ms");

        assertThat(run.status()).isEqualTo(SubmitReport.TIMED_OUT);
        assertThat(run.err()).contains("gave up waiting (--timeout) for validating, waiting for a runner")
                .contains(url() + "/entries/" + ID);
    }

    @Test
    void jsonKeepsTheMachineOutputAsOneObject() {
        versions.add("{\"version\":2,\"status\":\"ready\"}");
        histories.add("{\"current\":{\"rank\":4,\"rating\":1.5,\"matches\":2,\"version\":2}}");

        var run = submit("--wait", "--json");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().strip()).startsWith("{\"upload\":{\"id\":\"" + ID + "\",\"version\":2,\"status\":\"stored\"}")
                .contains("\"page\":\"" + url() + "/entries/" + ID + "\"")
                .contains("\"validation\":{\"version\":2,\"status\":\"ready\"}")
                .contains("\"leaderboard\":{\"rank\":4")
                .doesNotContain("Uploaded");
        assertThat(run.out().strip().lines()).hasSize(1);
    }

    @Test
    void theHelpNamesTheTokensPageAndNoAccountPage() {
        var help = CliRun.of("submit", "--help");
        assertThat(help.out()).contains("/tokens").contains("ARBITER_TOKEN").contains("--wait").contains("--json")
                .doesNotContain("account page");
    }
}
