package dev.arbiter.sandbox;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The settings of the {@code local} and {@code docker} backends, each with its one default. The sandbox
 * runner reads them through Quarkus' config (its {@code SandboxConfig} extends this mapping); everything
 * else that starts a backend ({@code ./arbiter match}, the benchmarks, tests) through {@link #fromEnvironment()}.
 * Either way a setting is the system property {@code arbiter.…} or the environment variable SmallRye derives
 * from it ({@code arbiter.sandbox.uids} = {@code ARBITER_SANDBOX_UIDS}). libs/sandbox/README.md's table of
 * settings is checked against this interface.
 */
@ConfigMapping(prefix = SandboxSettings.PREFIX)
public interface SandboxSettings {

    /** Every setting's name starts with this (the runner's own start with {@code arbiter.sandbox-runner}). */
    String PREFIX = "arbiter";

    /**
     * The uids (FIRST-LAST; each run's gid is its uid) runs are given one each, on both backends, so two
     * entries never share per-uid limits or may signal each other, and no host daemon's uid is one of them.
     * Above 1000 and without 65534 ({@code nobody}); several runners on one host share it through lock files.
     */
    @WithName("sandbox.uids")
    @WithDefault("200000-200999")
    String uids();

    /**
     * Where the lock files of the uids live, one per uid a live run holds ({@link dev.arbiter.sandbox.uid.SandboxUids}):
     * runners part the range only through the same directory, so every runner of a host must name the same one.
     * Runners of one account share the default, that account's private state directory (root's, for the local
     * backend). Made owner-only and refused when someone else owns it or it is open to others: whoever could
     * write there could hold every uid, or free one a live run holds.
     */
    @WithName("sandbox.uid-lock-directory")
    @WithDefault(PrivateDirectory.STATE_HOME + "/sandbox-uids")
    Path uidLockDirectory();

    /**
     * {@code local}: commands and paths added to what entries see of the host's system (the curated root),
     * comma-separated, e.g. {@code node,/usr/lib/node_modules}; unset, the built-in list only.
     */
    @WithName("sandbox.root-add")
    Optional<String> rootAdd();

    /**
     * How many sandboxes each backend keeps started ahead, up to their go message, for entries that just
     * started ({@link Spares}); enough for both seats of the next two-player match and a little more.
     * {@code 0}: every start from scratch.
     */
    @WithName("sandbox.spares")
    @WithDefault("4")
    int spares();

    /**
     * {@code local}: the pre-made Wine prefix (scripts/wine-prefix.sh) mounted read-only for Windows entries;
     * unset, Windows entries are refused. ({@code ./arbiter} and the build's tests set it to
     * {@code .arbiter/cache/wine-prefix}.)
     */
    @WithName("wine.prefix")
    Optional<Path> winePrefix();

    /**
     * {@code local}, cgroup v2 only: a delegated group runs are created under, for a runner that is not
     * allowed to create groups at the top; unset, a group {@code arbiter} at the top.
     */
    @WithName("cgroup.parent")
    Optional<String> cgroupParent();

    /**
     * {@code docker}: the engine's API, e.g. {@code unix:///run/arbiter-docker/docker.sock}. Unset, the
     * environment's {@code DOCKER_HOST}, else the first engine socket that exists
     * ({@code /var/run/docker.sock}, then the one scripts/docker-engine.sh starts).
     */
    @WithName("docker.host")
    @WithDefault("${DOCKER_HOST:}")
    Optional<String> dockerHost();

    /**
     * {@code docker}: the image Linux entries (ELF binaries, scripts) run in: Python 3, a JRE and the
     * {@code arbiter-stdio} launcher; built by scripts/docker-images.sh.
     */
    @WithName("docker.linux-image")
    @WithDefault("arbiter/entry-linux:latest")
    String dockerLinuxImage();

    /**
     * {@code docker}: the image 64-bit Windows entries run in: Wine and a sealed, pre-made prefix; built by
     * scripts/docker-images.sh.
     */
    @WithName("docker.wine-image")
    @WithDefault("arbiter/entry-wine:latest")
    String dockerWineImage();

    /**
     * {@code docker}: the host CPUs entries may run on (e.g. {@code 2-7}, keeping 0-1 for the runner and the
     * engine); unset, any.
     */
    @WithName("docker.cpuset")
    Optional<String> dockerCpuset();

    /** The settings as this process's system properties and environment give them, defaults for the rest. */
    static SandboxSettings fromEnvironment() {
        return read(new SmallRyeConfigBuilder().addDefaultSources());
    }

    /** The settings as {@code sources}' config sources give them, defaults for the rest. */
    static SandboxSettings read(SmallRyeConfigBuilder sources) {
        SmallRyeConfig config = sources.addDefaultInterceptors()
                // The home in defaults (uid-lock-directory) resolves whichever sources the caller gives.
                .withSources(new PropertiesConfigSource(Map.of("user.home", System.getProperty("user.home")), "user.home", 0))
                .withMapping(SandboxSettings.class)
                // The environment holds other programs' ARBITER_* variables (ARBITER_SEED, ARBITER_HOME…).
                .withValidateUnknown(false)
                .build();
        return config.getConfigMapping(SandboxSettings.class);
    }
}
