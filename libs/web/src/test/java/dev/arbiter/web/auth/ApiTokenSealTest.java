package dev.arbiter.web.auth;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ApiTokenSealTest {

    private static final String KEY = "a-shared-session-key-of-the-platform";
    private final ApiTokenSeal seal = new ApiTokenSeal(KEY);

    @Test
    void aTokenCarriesItsIdAndOwnerToAnyServiceWithTheSharedKey() {
        String token = seal.mint(new ApiTokenClaims(42, 7, "alice"));

        assertThat(token).startsWith("arb_");
        assertThat(new ApiTokenSeal(KEY).verify(token)).contains(new ApiTokenClaims(42, 7, "alice"));
    }

    @Test
    void aTokenSealedWithAnotherKeyIsRefused() {
        String forged = new ApiTokenSeal("another-key-another-key-another").mint(new ApiTokenClaims(42, 7, "alice"));

        assertThat(seal.verify(forged)).isEmpty();
    }

    @Test
    void aTokenWhoseClaimsWereChangedIsRefused() {
        String bobs = seal.mint(new ApiTokenClaims(43, 8, "bob"));
        String alices = seal.mint(new ApiTokenClaims(42, 7, "alice"));
        // bob's claims under alice's seal: a promotion by copy and paste.
        String spliced = bobs.substring(0, bobs.indexOf('.')) + alices.substring(alices.indexOf('.'));

        assertThat(seal.verify(spliced)).isEmpty();
        assertThat(seal.verify(alices + "A")).isEmpty();
        assertThat(seal.verify("arb_not-a-token")).isEmpty();
        assertThat(seal.verify(null)).isEmpty();
    }
}
