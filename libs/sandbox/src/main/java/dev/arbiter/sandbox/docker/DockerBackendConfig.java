package dev.arbiter.sandbox.docker;

import dev.arbiter.sandbox.SandboxSettings;
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
 * @param uidLocks     where the runners of this host lock the uids they hand out (the same for all of them)
 * @param runRoot      host directory holding each run's private stdio directory (bind-mounted into
 *                     that run's container only); must be a path the engine sees, i.e. on its host
 * @param startTimeout how long a container may take from create to its launcher reaching the judge
 * @param wine         how Windows programs are launched inside the Wine image
 * @param cpuset       the host CPUs entries may run on (e.g. "2-7", keeping 0-1 for the runner and
 *                     the engine), or null for any
 * @param spares       how many containers to keep started ahead, up to their go message, for entries that
 *                     just started (see {@link dev.arbiter.sandbox.Spares}); 0: every start from scratch
 */
public record DockerBackendConfig(String dockerHost, String linuxImage, String wineImage, UidRange uids, Path uidLocks,
                                  Path runRoot,
                                  Duration startTimeout, WineLaunch wine, String cpuset, int spares) {

    /** Where the images keep the launcher every container starts with. */
    public static final String LAUNCHER = "/opt/arbiter/bin/arbiter-stdio";
    /** Where a run's private stdio directory appears inside its container. */
    public static final String STDIO_DIR = "/opt/arbiter/stdio";

    /**
     * Where each runner's run directories live: in its account's private state, made owner-only and refused when
     * someone else owns it or it is a link. Not a predictable path in /tmp, where another local user could plant
     * a link the (root) runner would then write stdio files through. The engine mounts each run's directory
     * itself, so no entry needs to pass through the parents.
     */
    static final Path RUN_ROOTS = Path.of(System.getProperty("user.home"), ".local/share/arbiter/docker-runs");

    /** The engine the project's scripts start when no other is reachable (scripts/docker-engine.sh). */
    static final String PROJECT_ENGINE_SOCKET = "/run/arbiter-docker/docker.sock";
    private static final List<String> SOCKETS = List.of("/var/run/docker.sock", PROJECT_ENGINE_SOCKET);

    /**
     * The backend {@code settings} describe, its run directories in the runner account's private state
     * ({@link #RUN_ROOTS}).
     */
    public static DockerBackendConfig from(SandboxSettings settings) {
        Path runRoot = RUN_ROOTS.resolve("arbiter-docker-" + ProcessHandle.current().pid());
        return new DockerBackendConfig(settings.dockerHost().orElseGet(DockerBackendConfig::firstEngineSocket),
                settings.dockerLinuxImage(), settings.dockerWineImage(), UidRange.parse(settings.uids()), settings.uidLockDirectory(),
                runRoot, Duration.ofSeconds(30),
                WineLaunch.ofWineImage(), settings.dockerCpuset().orElse(null), settings.spares());
    }

    /** The backend this process's system properties and environment describe ({@link SandboxSettings}). */
    public static DockerBackendConfig fromEnvironment() {
        return from(SandboxSettings.fromEnvironment());
    }

    private static String firstEngineSocket() {
        return SOCKETS.stream().filter(s -> Files.exists(Path.of(s))).findFirst()
                .map(s -> "unix://" + s).orElse("unix://" + PROJECT_ENGINE_SOCKET);
    }
}
