package dev.arbiter.launcher;

import dev.arbiter.web.edge.ClientAddresses;
import io.vertx.core.MultiMap;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the gateway, as the platform's edge, tells the services of a request's origin. Whatever the visitor sent
 * about itself or about proxies before us ({@code Forwarded}, {@code X-Forwarded-*}, {@code X-Real-IP}) is dropped
 * first: believed, it would let a visitor choose its own rate-limit bucket, or claim https and change the cookies
 * and origin checks the services make. Then the gateway says what it saw: the TCP peer, over plain http.
 */
final class ForwardedHeaders {

    private ForwardedHeaders() {
    }

    /**
     * @param edgeSecret the installation's gateway secret, sent so that the services believe this X-Forwarded-For
     *                   and no other local process's ({@link ClientAddresses}); empty sends none
     */
    static void replace(MultiMap headers, String clientAddress, Optional<String> edgeSecret) {
        List<String> names = headers.names().stream().filter(ForwardedHeaders::aboutOrigin).toList();
        names.forEach(headers::remove);
        headers.set("X-Forwarded-For", clientAddress);
        headers.set("X-Forwarded-Proto", "http");
        edgeSecret.ifPresent(secret -> headers.set(ClientAddresses.PROOF_HEADER, secret));
    }

    private static boolean aboutOrigin(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.equals("forwarded") || lower.startsWith("x-forwarded-") || lower.equals("x-real-ip")
                || lower.equals(ClientAddresses.PROOF_HEADER.toLowerCase(Locale.ROOT));
    }
}
