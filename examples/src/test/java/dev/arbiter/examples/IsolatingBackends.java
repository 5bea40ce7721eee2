package dev.arbiter.examples;

import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.docker.DockerBackends;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.sandbox.local.LocalBackends;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The isolating backends a test class plays in, one per kind ("local", "docker"), each made on first use so a
 * skipped one skips only its own runs: local is skipped only where the kernel forbids what it needs, docker fails
 * without the engine and images scripts/test provides, unless ARBITER_SKIP_DOCKER_TESTS=1.
 */
final class IsolatingBackends implements AutoCloseable {

    private final Map<String, Sandbox> backends = new ConcurrentHashMap<>();

    Sandbox sandbox(String kind) {
        return backends.computeIfAbsent(kind, k -> k.equals("local")
                ? LocalBackends.createOrSkip(LocalBackendConfig.fromEnvironment())
                : DockerBackends.createOrFail(DockerBackendConfig.fromEnvironment()));
    }

    @Override
    public void close() throws Exception {
        for (Sandbox backend : backends.values()) {
            backend.close();
        }
    }
}
