package dev.arbiter.sandbox.local;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** For tests: the local backend, or a skip where the kernel cannot host it. */
public final class LocalBackends {

    private LocalBackends() {
    }

    /**
     * Skips (assumption) only when the kernel forbids what the backend needs; a missing package is a
     * failure whose message says to run scripts/setup-machine.sh, so CI never skips silently.
     */
    public static LocalBackend createOrSkip(LocalBackendConfig config) {
        try {
            return LocalBackend.create(config);
        } catch (LocalBackendUnavailable e) {
            assumeFalse(e.kernelForbids(), "this kernel cannot host the local backend: " + e.getMessage());
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
