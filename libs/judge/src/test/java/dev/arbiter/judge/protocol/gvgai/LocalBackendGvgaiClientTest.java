package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.sandbox.local.LocalBackends;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** GVGAI learning clients in the local backend (bubblewrap): skipped only where the kernel forbids what it needs. */
class LocalBackendGvgaiClientTest extends GvgaiSandboxedClientSuite {

    private static LocalBackend backend;

    @BeforeAll
    static void createBackend() {
        backend = LocalBackends.createOrSkip(LocalBackendConfig.fromEnvironment());
    }

    @AfterAll
    static void closeBackend() {
        if (backend != null) {
            backend.close();
        }
    }

    @Override
    protected Sandbox sandbox() {
        return backend;
    }
}
