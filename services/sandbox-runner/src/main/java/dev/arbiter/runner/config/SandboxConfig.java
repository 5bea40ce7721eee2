package dev.arbiter.runner.config;

import dev.arbiter.sandbox.SandboxSettings;
import io.smallrye.config.ConfigMapping;

/**
 * The sandbox backends' settings, read by this runner through Quarkus' config under the names every other user of
 * libs/sandbox reads them by ({@code arbiter.sandbox.uids} / {@code ARBITER_SANDBOX_UIDS}, {@code arbiter.docker.host}
 * / {@code ARBITER_DOCKER_HOST}…, outside this runner's own {@code arbiter.sandbox-runner} prefix). Each setting, its
 * doc comment and its one default are in {@link SandboxSettings}; this mapping adds none, so the runner and
 * {@code ./arbiter match} start a backend alike. {@code service/SandboxSelection} builds the backend from it.
 */
@ConfigMapping(prefix = SandboxSettings.PREFIX)
public interface SandboxConfig extends SandboxSettings {
}
