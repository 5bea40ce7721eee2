package dev.arbiter.launcher;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** One public origin: requests reach the service the path belongs to, with method, path and body intact. */
class GatewayTest {

    private final List<HttpServer> backends = new ArrayList<>();

    private int backend(String name) throws Exception {
        var server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            byte[] reply = (name + " " + exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + new String(body, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("X-Seen-Host", exchange.getRequestHeaders().getFirst("Host"));
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
}
