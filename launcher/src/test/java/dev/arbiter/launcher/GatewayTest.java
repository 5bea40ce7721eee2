package dev.arbiter.launcher;

import com.sun.net.httpserver.HttpServer;
import dev.arbiter.web.problem.ProblemType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** One public origin: requests reach the service the path belongs to, with method, path and body intact. */
class GatewayTest {

    private final List<HttpServer> backends = new ArrayList<>();
    /** Every request line any backend received: an attack that is refused must leave no trace here. */
    private final List<String> received = Collections.synchronizedList(new ArrayList<>());

    private int backend(String name) throws Exception {
        var server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            received.add(name + " " + exchange.getRequestURI().getRawPath());
            byte[] reply = (name + " " + exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + new String(body, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("X-Seen-Host", exchange.getRequestHeaders().getFirst("Host"));
            exchange.getResponseHeaders().add("X-Seen-Origin", String.join("|",
                    String.valueOf(exchange.getRequestHeaders().get("X-Forwarded-For")),
                    String.valueOf(exchange.getRequestHeaders().get("X-Forwarded-Proto")),
                    String.valueOf(exchange.getRequestHeaders().get("Forwarded")),
                    String.valueOf(exchange.getRequestHeaders().get("X-Forwarded-Host")),
                    String.valueOf(exchange.getRequestHeaders().get("X-Real-IP")),
                    String.valueOf(exchange.getRequestHeaders().get("X-Arbiter-Edge"))));
            exchange.sendResponseHeaders(200, reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
        backends.add(server);
        return server.getAddress().getPort();
    }

    @AfterEach
    void stopBackends() {
        backends.forEach(s -> s.stop(0));
    }

    @Test
    void routesRequestsByPathToTheOwningServiceAndAnswers404ForUnroutedPaths() throws Exception {
        var routes = new Routes(List.of(new Routes.Route("/api/uploads", "submission"), new Routes.Route("/api", "scheduler")));
        try (var gateway = Gateway.start(0, routes, Map.of("submission", backend("submission"), "scheduler", backend("scheduler")))) {
            var http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + gateway.port();
            var post = http.send(HttpRequest.newBuilder(URI.create(base + "/api/uploads/x?y=1"))
                    .POST(HttpRequest.BodyPublishers.ofString("payload")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(post.body()).isEqualTo("submission POST /api/uploads/x?y=1 payload");
            // Services build redirects from Host: they must see the gateway's address, not their own port.
            assertThat(post.headers().firstValue("X-Seen-Host")).hasValue("127.0.0.1:" + gateway.port());
            var get = http.send(HttpRequest.newBuilder(URI.create(base + "/api/rounds")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(get.body()).isEqualTo("scheduler GET /api/rounds ");
            var none = http.send(HttpRequest.newBuilder(URI.create(base + "/elsewhere")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(none.statusCode()).isEqualTo(404);
            assertThat(none.body()).contains("No service answers /elsewhere");
        }
    }

    @Test
    void anApiPathNoServiceOwnsIsANotFoundProblemLikeEveryApiRefusal() throws Exception {
        var routes = new Routes(List.of(new Routes.Route("/api/uploads", "submission")));
        try (var gateway = Gateway.start(0, routes, Map.of("submission", backend("submission")))) {
            var none = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + gateway.port() + "/api/nobody")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(none.statusCode()).isEqualTo(404);
            assertThat(none.headers().firstValue("content-type")).hasValue("application/problem+json");
            assertThat(none.body()).contains("\"type\":\"" + ProblemType.NOT_FOUND.uri() + "\"", "\"instance\":\"/api/nobody\"");
        }
    }

    @Test
    void encodedTraversalNeverReachesQuarkusManagementPaths() throws Exception {
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends())) {
            for (String attack : List.of("/api/runner/%2e%2e/%2e%2e/q/metrics", "/api/runner/%2E%2E/%2E%2E/q/health/ready",
                    "/api/runner/../../q/metrics", "/%2e%2e/q/openapi", "/./q/metrics", "//q/metrics", "/q/metrics",
                    "/q", "/competitions/%2e%2e/%2e%2e/q/metrics", "/api/competitions/x/entries/%2e%2e/%2e%2e/%2e%2e/%2e%2e/q/health")) {
                assertThat(statusLine(gateway.port(), attack)).as(attack).contains(" 404 ");
            }
            assertThat(received).isEmpty();
        }
    }

    @Test
    void encodedSlashesAndBackslashesAreRefusedNotGuessed() throws Exception {
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends())) {
            for (String attack : List.of("/api/runner/..%2f..%2fq/metrics", "/api/runner/..%2F..%2Fq/metrics",
                    "/api/runner/..%5c..%5cq/metrics", "/api/runner/..\\..\\q\\metrics", "/api/%zz", "/api/%c0%ae%c0%ae/q")) {
                assertThat(statusLine(gateway.port(), attack)).as(attack).contains(" 400 ");
            }
            assertThat(received).isEmpty();
        }
    }

    @Test
    void theServiceReceivesThePathThatWasRoutedNotTheRawOne() throws Exception {
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends())) {
            var http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + gateway.port();
            // Routed by the normalised path (the catch-all "/" → leaderboard), and forwarded as that path: the
            // runner never sees a request it would itself resolve somewhere else.
            var escaped = http.send(HttpRequest.newBuilder(URI.create(base + "/api/runner/%2e%2e/%2e%2e/competitions/x?y=1"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(escaped.body()).isEqualTo("leaderboard GET /competitions/x?y=1 ");
            var catchAll = http.send(HttpRequest.newBuilder(URI.create(base + "/anything/./else")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(catchAll.body()).isEqualTo("leaderboard GET /anything/else ");
            var encoded = http.send(HttpRequest.newBuilder(URI.create(base + "/competitions/a%20b%3Bc")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(encoded.body()).isEqualTo("leaderboard GET /competitions/a%20b%3Bc ");
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends())) {
            var http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + gateway.port();
            for (String path : List.of("/", "/api/accounts", "/q/metrics")) {
                var response = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(response.headers().firstValue("Content-Security-Policy")).as(path)
                        .hasValueSatisfying(csp -> assertThat(csp).contains("frame-ancestors 'none'", "script-src 'self'"));
                assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
                assertThat(response.headers().firstValue("Referrer-Policy")).as(path).hasValue("same-origin");
            }
        }
    }

    @Test
    void whatAVisitorSaysOfItsOriginIsDroppedAndTheGatewaySaysWhatItSaw() throws Exception {
        // Believed, these let a visitor pick its own rate-limit bucket or claim https to the services.
        var claims = HttpRequest.newBuilder(URI.create("http://127.0.0.1:0/login"))
                .header("X-Forwarded-For", "203.0.113.7").header("X-Forwarded-Proto", "https")
                .header("Forwarded", "for=203.0.113.7;proto=https").header("X-Forwarded-Host", "evil.example")
                .header("X-Real-IP", "203.0.113.7").header("X-Arbiter-Edge", "a guess");
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends())) {
            var response = HttpClient.newHttpClient().send(claims.uri(URI.create("http://127.0.0.1:" + gateway.port() + "/login"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("X-Seen-Origin")).hasValue("[127.0.0.1]|[http]|null|null|null|null");
        }
        // With the installation's edge secret, the services can tell the gateway's word from a local process's.
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends(), java.util.Set.of(),
                java.util.Optional.of("the-edge-secret"))) {
            var response = HttpClient.newHttpClient().send(claims.uri(URI.create("http://127.0.0.1:" + gateway.port() + "/login"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.headers().firstValue("X-Seen-Origin")).hasValue("[127.0.0.1]|[http]|null|null|null|[the-edge-secret]");
        }
    }

    @Test
    void aRequestNamingAHostThePlatformWasNotGivenIsRefusedAndReachesNoService() throws Exception {
        try (var gateway = Gateway.start(0, Routes.platform(), platformBackends(), java.util.Set.of("arbiter.example.org"), java.util.Optional.empty())) {
            // DNS rebinding: a page on a name the attacker controls, resolved to 127.0.0.1.
            assertThat(statusLine(gateway.port(), "/login", "evil.example:" + gateway.port())).contains(" 421 ");
            assertThat(statusLine(gateway.port(), "/login", "127.0.0.2")).contains(" 421 ");
            assertThat(received).as("nothing reached a service").isEmpty();
            for (String host : List.of("127.0.0.1:" + gateway.port(), "localhost:" + gateway.port(), "[::1]:" + gateway.port(),
                    "LocalHost", "arbiter.example.org")) {
                assertThat(statusLine(gateway.port(), "/login", host)).as(host).contains(" 200 ");
            }
        }
        assertThat(GatewayMain.publicHosts(" a.example, b.example ,")).containsExactlyInAnyOrder("a.example", "b.example");
        assertThat(GatewayMain.publicHosts(null)).isEmpty();
    }

    private Map<String, Integer> platformBackends() throws Exception {
        return Map.of("submission", backend("submission"), "scheduler", backend("scheduler"),
                "sandbox-runner", backend("sandbox-runner"), "leaderboard", backend("leaderboard"));
    }

    /** Sends the path exactly as written (no client library normalises or refuses it) and returns the status line. */
    private static String statusLine(int port, String rawPath) throws IOException {
        return statusLine(port, rawPath, "127.0.0.1");
    }

    private static String statusLine(int port, String rawPath, String host) throws IOException {
        try (var socket = new Socket("127.0.0.1", port)) {
            socket.getOutputStream().write(("GET " + rawPath + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            var in = new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
            return in.readLine();
        }
    }
}
