package dev.arbiter.launcher;

import dev.arbiter.web.SecurityHeaders;
import dev.arbiter.web.problem.ProblemType;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.SocketAddress;
import io.vertx.httpproxy.HttpProxy;
import io.vertx.httpproxy.ProxyContext;
import io.vertx.httpproxy.ProxyInterceptor;
import io.vertx.httpproxy.ProxyResponse;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The one public port: every page and API of every service behind one origin, routed by path with
 * {@link Routes}. A streaming reverse proxy, so uploads and server-sent events pass through as they flow.
 *
 * <p>It routes on the normalised path ({@link RequestPath}) and forwards that same path, so no encoded
 * {@code ..} can reach a service other than the one routed to. Quarkus's {@code /q} (health, metrics, OpenAPI)
 * is never forwarded: it lives on each service's management port, which only the launcher and scrapers use.
 * Every answer carries the platform's {@link SecurityHeaders}.
 */
public final class Gateway implements AutoCloseable {

    private final Vertx vertx;
    private final HttpServer server;

    private Gateway(Vertx vertx, HttpServer server) {
        this.vertx = vertx;
        this.server = server;
    }

    /** Names this gateway answers to whatever is configured: the loopback addresses it listens on. */
    static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");

    /**
     * @param ports service name → its port on 127.0.0.1
     */
    public static Gateway start(int port, Routes routes, Map<String, Integer> ports) throws Exception {
        return start(port, routes, ports, Set.of(), Optional.empty());
    }

    /**
     * @param ports       service name → its port on 127.0.0.1
     * @param publicHosts host names besides {@link #LOOPBACK_NAMES} that visitors may use (a name a tunnel or an
     *                    outer proxy keeps in Host); a request naming any other host is refused, so a page on a
     *                    name an attacker controls (DNS rebinding) cannot reach the platform, and no service
     *                    builds a redirect or a cookie for a name it was never given
     * @param edgeSecret  sent with every forwarded request, so the services tell it from other local processes
     */
    public static Gateway start(int port, Routes routes, Map<String, Integer> ports, Set<String> publicHosts,
                                Optional<String> edgeSecret) throws Exception {
        var allowedHosts = new java.util.HashSet<String>(LOOPBACK_NAMES);
        publicHosts.forEach(h -> allowedHosts.add(h.strip().toLowerCase(java.util.Locale.ROOT)));
        Vertx vertx = Vertx.vertx();
        HttpProxy proxy = HttpProxy.reverseProxy(vertx.createHttpClient());
        // The services see the address people use (Host), so the redirects and absolute links they build point
        // back at this gateway, not at their own loopback port.
        proxy.addInterceptor(new ProxyInterceptor() {
            @Override
            public Future<ProxyResponse> handleProxyRequest(ProxyContext context) {
                var original = context.request().proxiedRequest();
                if (original.authority() != null) {
                    context.request().setAuthority(original.authority());
                }
                // The edge: what a visitor says of itself or of proxies before us is dropped, not passed on.
                ForwardedHeaders.replace(context.request().headers(), original.remoteAddress().hostAddress(), edgeSecret);
                String path = RequestPath.normalise(original.path()).orElseThrow();
                String query = original.query();
                context.request().setURI(RequestPath.encode(path) + (query == null ? "" : "?" + query));
                return context.sendRequest();
            }

            @Override
            public Future<Void> handleProxyResponse(ProxyContext context) {
                SecurityHeaders.all().forEach((name, value) -> context.response().headers().set(name, value));
                return context.sendResponse();
            }
        });
        proxy.originSelector(request -> {
            String service = routes.serviceFor(RequestPath.normalise(request.path()).orElseThrow()).orElseThrow();
            return Future.succeededFuture(SocketAddress.inetSocketAddress(ports.get(service), "127.0.0.1"));
        });
        HttpServer server = vertx.createHttpServer().requestHandler(request -> {
            var path = RequestPath.normalise(request.path());
            if (path.isEmpty()) {
                answer(request, 400, "This path is not one we route (encoded slash, backslash or malformed escape)\n");
                return;
            }
            if (!allowedHosts.contains(hostName(request.authority()))) {
                answer(request, 421, "This platform does not answer as " + request.authority().host()
                        + ": use " + String.join(", ", new java.util.TreeSet<>(allowedHosts))
                        + " (ARBITER_PUBLIC_HOSTS adds names)\n");
                return;
            }
            // /q lives on the services' management ports; refused here too, whatever a route table says.
            Optional<String> service = RequestPath.isManagement(path.get()) ? Optional.empty() : routes.serviceFor(path.get());
            if (service.isEmpty() || !ports.containsKey(service.get())) {
                if (path.get().equals("/api") || path.get().startsWith("/api/")) {
                    answerProblem(request, path.get()); // scripts get the problem body every /api path answers with
                } else {
                    answer(request, 404, "No service answers " + path.get() + "\n");
                }
                return;
            }
            proxy.handle(request);
        });
        try {
            server.listen(port, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            vertx.close();
            throw new IllegalStateException("cannot listen on 127.0.0.1:" + port + " (is another instance running?)",
                    e.getCause() != null ? e.getCause() : e);
        }
        return new Gateway(vertx, server);
    }

    /** The host part of Host, lower case; a request without one (HTTP/1.0) names none to check. */
    private static String hostName(io.vertx.core.net.HostAndPort authority) {
        if (authority == null) {
            return "127.0.0.1";
        }
        String host = authority.host().toLowerCase(java.util.Locale.ROOT);
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }

    private static void answer(HttpServerRequest request, int status, String text) {
        var response = request.response().setStatusCode(status).putHeader("content-type", "text/plain; charset=utf-8");
        SecurityHeaders.all().forEach(response::putHeader);
        response.end(text);
    }

    /** The RFC 9457 problem the services answer on /api paths (libs/web), for an /api path no service owns. */
    private static void answerProblem(HttpServerRequest request, String path) {
        ProblemType type = ProblemType.NOT_FOUND;
        String body = new JsonObject().put("type", type.uri()).put("title", type.title()).put("status", 404)
                .put("detail", "No service answers " + path + ".").put("instance", path).encode();
        var response = request.response().setStatusCode(404).putHeader("content-type", "application/problem+json");
        SecurityHeaders.all().forEach(response::putHeader);
        response.end(body);
    }

    public int port() {
        return server.actualPort();
    }

    @Override
    public void close() {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // shutting down anyway
        }
    }
}
