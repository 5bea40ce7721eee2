package dev.arbiter.judge.hostile;

import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.uid.UidRange;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.sandbox.local.LocalBackends;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.util.List;

/**
 * The hostile-entry suite on the local backend (bubblewrap, cgroups, rlimits). Skipped only where
 * the kernel forbids what the backend needs; missing packages fail the suite with the fix.
 */
class LocalBackendHostileEntryTest extends HostileEntrySuite {

    private static LocalBackend backend;
    private static LocalBackendConfig config;

    @BeforeAll
    static void createBackend() {
        config = LocalBackendConfig.fromEnvironment();
        backend = LocalBackends.createOrSkip(config);
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

    @Override
    protected List<String> residue() {
        return backend.residue();
    }

    @Override
    protected UidRange entryUids() {
        return config.uids();
    }
}
