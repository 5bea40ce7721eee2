package dev.arbiter.launcher;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.net.SocketAddress;
import io.vertx.httpproxy.HttpProxy;
import io.vertx.httpproxy.ProxyContext;
import io.vertx.httpproxy.ProxyInterceptor;
import io.vertx.httpproxy.ProxyResponse;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The one public port: every page and API of every service behind one origin, routed by path with
 * {@link Routes}. A streaming reverse proxy, so uploads and server-sent events pass through as they flow.
 */
public final class Gateway implements AutoCloseable {

    private final Vertx vertx;
    private final HttpServer server;

    private Gateway(Vertx vertx, HttpServer server) {
        this.vertx = vertx;
        this.server = server;
    }

    /**
     * @param ports service name → its port on 127.0.0.1
     */
    public static Gateway start(int port, Routes routes, Map<String, Integer> ports) throws Exception {
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
                context.request().headers().set("X-Forwarded-For", original.remoteAddress().hostAddress());
                return context.sendRequest();
            }
        });
        proxy.originSelector(request -> {
            String service = routes.serviceFor(request.path()).orElseThrow();
            return Future.succeededFuture(SocketAddress.inetSocketAddress(ports.get(service), "127.0.0.1"));
        });
        HttpServer server = vertx.createHttpServer().requestHandler(request -> {
            var service = routes.serviceFor(request.path());
            if (service.isEmpty() || !ports.containsKey(service.get())) {
                request.response().setStatusCode(404).putHeader("content-type", "text/plain; charset=utf-8")
                        .end("No service answers " + request.path() + "\n");
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

    /** Whether something already accepts connections on 127.0.0.1:port. */
    static boolean listening(int port) {
        try (var socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
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
