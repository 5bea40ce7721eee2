package dev.arbiter.messaging;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class AccountRoleSealTest {

    private final AccountRoleSeal seal = new AccountRoleSeal("a-shared-session-key-of-the-platform");

    @Test
    void aFactListingRevokedTokensVerifiesOnlyWithExactlyThoseIds() {
        byte[] sealed = seal.seal("alice", "contestant", 10, 0, List.of(4L, 9L));

        assertThat(seal.verifies("alice", "contestant", 10, 0, List.of(4L, 9L), sealed)).isTrue();
        // Dropping a revocation in transit would bring a revoked token back: the seal refuses it.
        assertThat(seal.verifies("alice", "contestant", 10, 0, List.of(4L), sealed)).isFalse();
        assertThat(seal.verifies("alice", "contestant", 10, 0, List.of(), sealed)).isFalse();
    }

    @Test
    void aFactWithoutRevokedTokensSealsAsFactsDidBeforeThem() {
        assertThat(seal.seal("alice", "organiser", 10, 20, List.of())).isEqualTo(seal.seal("alice", "organiser", 10, 20));
        assertThat(seal.seal("alice", "organiser", 10, 0, List.of())).isEqualTo(seal.seal("alice", "organiser", 10));
    }
}
