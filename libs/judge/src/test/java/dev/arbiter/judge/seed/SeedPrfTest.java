package dev.arbiter.judge.seed;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The keyed seeds: a function of key and input alone, every input field apart, no key too short to be secret. */
class SeedPrfTest {

    private static final SeedPrf KEY = SeedPrf.fromText("00112233445566778899aabbccddeeff");

    @Test
    void theSameKeyAndInputGiveTheSameNonNegativeSeedAndAnotherKeyAnother() {
        assertThat(KEY.seed("seat", "m-1", 1)).isEqualTo(SeedPrf.fromText("00112233445566778899AABBCCDDEEFF").seed("seat", "m-1", 1))
                .isNotNegative();
        assertThat(SeedPrf.fromText("a passphrase of more than sixteen bytes").seed("seat", "m-1", 1))
                .isNotEqualTo(KEY.seed("seat", "m-1", 1));
        assertThat(SeedPrf.withRandomKey().seatSeeds(7, 2)).isNotEqualTo(SeedPrf.withRandomKey().seatSeeds(7, 2));
    }

    @Test
    void inputsThatConcatenateAlikeStillGiveDifferentSeeds() {
        assertThat(KEY.seed("ab", "c")).isNotEqualTo(KEY.seed("a", "bc"));
        assertThat(KEY.seed("seat", "m", 1, 2)).isNotEqualTo(KEY.seed("seat", "m", 2, 1)).isNotEqualTo(KEY.seed("seat", "m", 1));
    }

    @Test
    void aKeyShorterThanSixteenBytesIsRefused() {
        assertThatThrownBy(() -> new SeedPrf("short".getBytes(StandardCharsets.UTF_8)))
                .hasMessage("a seed key needs at least 16 bytes, got 5");
        assertThatThrownBy(() -> SeedPrf.fromText("abcd")).hasMessageContaining("at least 16 bytes");
    }
}
