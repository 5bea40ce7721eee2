package dev.arbiter.web.edge;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class ClientAddressesTest {

    private static final Optional<byte[]> SECRET = Optional.of("installation-edge-secret".getBytes(StandardCharsets.UTF_8));

    @Test
    void theGatewaysWordIsBelievedWhenItCarriesTheEdgeSecret() {
        assertThat(ClientAddresses.resolve(SECRET, "installation-edge-secret", "198.51.100.4", "127.0.0.1"))
                .isEqualTo("198.51.100.4");
    }

    @Test
    void aLocalProcessThatClaimsAnAddressWithoutTheSecretKeepsItsOwn() {
        // The attack: any local user reaches the service's loopback port and names its own rate-limit bucket.
        assertThat(ClientAddresses.resolve(SECRET, null, "198.51.100.4", "127.0.0.1")).isEqualTo("127.0.0.1");
        assertThat(ClientAddresses.resolve(SECRET, "a guess", "198.51.100.4", "127.0.0.1")).isEqualTo("127.0.0.1");
        assertThat(ClientAddresses.resolve(SECRET, "installation-edge-secreT", "198.51.100.4", "127.0.0.1")).isEqualTo("127.0.0.1");
    }

    @Test
    void withoutAnEdgeSecretTheAddressQuarkusResolvedFromItsTrustedProxiesStands() {
        assertThat(ClientAddresses.resolve(Optional.empty(), "anything", "198.51.100.4", "10.1.2.3")).isEqualTo("10.1.2.3");
    }

    @Test
    void onlyTheLastHopOfAForwardedChainCounts() {
        assertThat(ClientAddresses.resolve(SECRET, "installation-edge-secret", "6.6.6.6, 198.51.100.4", "127.0.0.1"))
                .isEqualTo("198.51.100.4");
    }
}
