package dev.arbiter.web.edge;

import io.smallrye.config.ConfigMapping;

import java.util.Optional;

/** How a service tells requests its own edge forwarded from requests anyone else sent ({@link ClientAddresses}). */
@ConfigMapping(prefix = "arbiter.web.edge")
public interface EdgeConfig {

    /**
     * The secret the platform's gateway sends in {@value ClientAddresses#PROOF_HEADER} with every request it
     * forwards ({@code ./arbiter up} makes one per installation). When set, the client address a request claims
     * in X-Forwarded-For is believed only from a request that carries it: on one machine the gateway and every
     * local user reach the service from the same loopback address, so the address cannot tell them apart. Unset
     * (a cluster), Quarkus's trusted proxies ({@code quarkus.http.proxy.trusted-proxies}) decide alone.
     */
    Optional<String> secret();
}
