package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackendContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The sandbox contract on the local backend (bubblewrap, cgroups, rlimits), plus what is its own. */
class LocalBackendTest extends SandboxBackendContract {

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
    protected Sandbox backend() {
        return backend;
    }

    @Override
    protected List<String> residue() {
        return backend.residue();
    }

    @Test
    void aRunningEntryIsHeldInCgroupsOfItsOwn() throws Exception {
        var process = shell("sleep 600 & echo started; wait", ResourceLimits.defaults());
        assertThat(new String(process.stdout().readNBytes(8), StandardCharsets.US_ASCII)).isEqualTo("started\n");
        assertThat(backend.residue()).singleElement().asString().contains("with processes");
        process.kill();
        finish(process);
    }
}
