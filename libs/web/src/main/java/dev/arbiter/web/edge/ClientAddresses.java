package dev.arbiter.web.edge;

import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * The address a request came from, as rate limits and sign-in throttles key it: the visitor's, as the platform's
 * edge saw it, and never one a visitor or a local process chose for itself.
 */
@ApplicationScoped
public class ClientAddresses {

    /** The header in which the gateway proves it forwarded a request. */
    public static final String PROOF_HEADER = "X-Arbiter-Edge";

    private final Optional<byte[]> secret;

    public ClientAddresses(EdgeConfig config) {
        this.secret = config.secret().filter(s -> !s.isBlank()).map(s -> s.getBytes(StandardCharsets.UTF_8));
    }

    public String of(RoutingContext context) {
        if (context == null) {
            return "unknown";
        }
        var request = context.request();
        String peer = request.remoteAddress() == null ? "unknown" : request.remoteAddress().hostAddress();
        return resolve(secret, request.getHeader(PROOF_HEADER), request.getHeader("X-Forwarded-For"), peer);
    }

    /**
     * @param secret        the edge's secret, or empty where the service's trusted proxies decide (then {@code peer}
     *                      is already the address Quarkus believed)
     * @param proof         what the request carries in {@link #PROOF_HEADER}
     * @param forwardedFor  its X-Forwarded-For
     * @param peer          the address Quarkus resolved
     */
    static String resolve(Optional<byte[]> secret, String proof, String forwardedFor, String peer) {
        if (secret.isEmpty() || proof == null || forwardedFor == null
                || !MessageDigest.isEqual(secret.get(), proof.getBytes(StandardCharsets.UTF_8))) {
            return peer;
        }
        // The gateway sets the header whole, after dropping the visitor's: one address, the last hop's.
        String[] hops = forwardedFor.split(",");
        String last = hops[hops.length - 1].strip();
        return last.isEmpty() ? peer : last;
    }
}
