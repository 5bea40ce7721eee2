package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.SandboxException;

/**
 * The local backend cannot run on this host. {@link #kernelForbids()} separates what no install
 * can fix (user namespaces disabled, cgroups read-only) from what the setup script installs.
 */
public final class LocalBackendUnavailable extends SandboxException {

    private final boolean kernelForbids;

    public LocalBackendUnavailable(String message, boolean kernelForbids) {
        super(message);
        this.kernelForbids = kernelForbids;
    }

    public boolean kernelForbids() {
        return kernelForbids;
    }
}
