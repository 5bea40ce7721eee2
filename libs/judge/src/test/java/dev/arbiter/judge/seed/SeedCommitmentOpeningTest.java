package dev.arbiter.judge.seed;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The commitment is SHA-256 of one documented line, and only that line opens it. */
class SeedCommitmentOpeningTest {

    private static final byte[] SALT = HexFormat.of().parseHex("ab".repeat(32));

    @Test
    void theCommitmentIsTheSha256OfTheDocumentedLine() throws Exception {
        var commitment = new SeedCommitment(SALT, 7, List.of(11L, 12L));

        assertThat(commitment.opening()).isEqualTo("arbiter-seeds-v1 salt=" + "ab".repeat(32) + " game=7 seats=11,12");
        assertThat(commitment.commitment()).isEqualTo(HexFormat.of().formatHex(
                MessageDigest.getInstance("SHA-256").digest(commitment.opening().getBytes(StandardCharsets.UTF_8))));
        assertThat(SeedCommitment.opens(commitment.opening(), commitment.commitment())).isTrue();
    }

    @Test
    void anotherSeedOrSaltDoesNotOpenItAndEachMatchGetsAFreshSalt() {
        String commitment = new SeedCommitment(SALT, 7, List.of(11L, 12L)).commitment();

        assertThat(SeedCommitment.opens(new SeedCommitment(SALT, 7, List.of(11L, 13L)).opening(), commitment)).isFalse();
        assertThat(SeedCommitment.opens(new SeedCommitment(new byte[32], 7, List.of(11L, 12L)).opening(), commitment)).isFalse();
        assertThat(SeedCommitment.salted(7, List.of(11L, 12L)).saltHex()).hasSize(64)
                .isNotEqualTo(SeedCommitment.salted(7, List.of(11L, 12L)).saltHex());
    }
}
