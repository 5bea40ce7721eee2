package dev.arbiter.sandbox.docker;

import dev.arbiter.sandbox.uid.UidRange;
import dev.arbiter.sandbox.wine.WineLaunch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How the docker backend reaches its engine and what it runs entries in.
 *
 * @param dockerHost   the engine's API, e.g. {@code unix:///run/arbiter-docker/docker.sock}
 * @param linuxImage   image for Linux entries (ELF binaries, scripts): Python 3 and a JRE, the
 *                     {@code arbiter-stdio} launcher at {@link #LAUNCHER}; built by scripts/docker-images.sh
 * @param wineImage    image for 64-bit Windows entries: Debian minbase, Wine 64-bit and a sealed,
 *                     pre-made prefix at {@link WineLaunch#sealedPrefix()}
 * @param uids         the unprivileged uids entries run as ({@code --user uid:uid}), one of its own per
 *                     live run (see {@link dev.arbiter.sandbox.uid.SandboxUids})
 * @param runRoot      host directory holding each run's private stdio directory (bind-mounted into
 *                     that run's container only); must be a path the engine sees, i.e. on its host
 * @param startTimeout how long a container may take from create to its launcher reaching the judge
 * @param wine         how Windows programs are launched inside the Wine image
 * @param cpuset       the host CPUs entries may run on (e.g. "2-7", keeping 0-1 for the runner and
 *                     the engine), or null for any
 */
public record DockerBackendConfig(String dockerHost, String linuxImage, String wineImage, UidRange uids, Path runRoot,
                                  Duration startTimeout, WineLaunch wine, String cpuset) {

    /** Where the images keep the launcher every container starts with. */
    public static final String LAUNCHER = "/opt/arbiter/bin/arbiter-stdio";
    /** Where a run's private stdio directory appears inside its container. */
    public static final String STDIO_DIR = "/opt/arbiter/stdio";

    public static final String DEFAULT_LINUX_IMAGE = "arbiter/entry-linux:latest";
    public static final String DEFAULT_WINE_IMAGE = "arbiter/entry-wine:latest";

    /** The engine the project's scripts start when no other is reachable (scripts/docker-engine.sh). */
    static final String PROJECT_ENGINE_SOCKET = "/run/arbiter-docker/docker.sock";
    private static final List<String> SOCKETS = List.of("/var/run/docker.sock", PROJECT_ENGINE_SOCKET);

    /**
     * Defaults, overridden by system properties or the environment: {@code arbiter.docker.host} /
     * {@code ARBITER_DOCKER_HOST} (else {@code DOCKER_HOST}, else the first engine socket that exists),
     * {@code arbiter.docker.linux-image} / {@code ARBITER_DOCKER_LINUX_IMAGE},
     * {@code arbiter.docker.wine-image} / {@code ARBITER_DOCKER_WINE_IMAGE}, {@code arbiter.docker.cpuset} /
     * {@code ARBITER_DOCKER_CPUSET}, {@code ARBITER_SANDBOX_UIDS} (FIRST-LAST, default {@link UidRange#DEFAULT}).
     */
    public static DockerBackendConfig fromEnvironment() {
        var uids = UidRange.parse(setting("arbiter.sandbox.uids", "ARBITER_SANDBOX_UIDS", UidRange.DEFAULT.toString()));
        Path runRoot = Path.of(System.getProperty("java.io.tmpdir"), "arbiter-docker-" + ProcessHandle.current().pid());
        return new DockerBackendConfig(reachableHost(),
                setting("arbiter.docker.linux-image", "ARBITER_DOCKER_LINUX_IMAGE", DEFAULT_LINUX_IMAGE),
                setting("arbiter.docker.wine-image", "ARBITER_DOCKER_WINE_IMAGE", DEFAULT_WINE_IMAGE),
                uids, runRoot, Duration.ofSeconds(30), WineLaunch.defaults(),
                setting("arbiter.docker.cpuset", "ARBITER_DOCKER_CPUSET", null));
    }

    private static String reachableHost() {
        String configured = setting("arbiter.docker.host", "ARBITER_DOCKER_HOST", System.getenv("DOCKER_HOST"));
        if (configured != null) {
            return configured;
        }
        return SOCKETS.stream().filter(s -> Files.exists(Path.of(s))).findFirst()
                .map(s -> "unix://" + s).orElse("unix://" + PROJECT_ENGINE_SOCKET);
    }

    private static String setting(String property, String variable, String fallback) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            value = System.getenv(variable);
        }
        return value == null || value.isBlank() ? fallback : value;
    }
}
