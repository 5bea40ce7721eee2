package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.SandboxSettings;
import dev.arbiter.sandbox.uid.UidRange;
import dev.arbiter.sandbox.wine.WineLaunch;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * How the local backend isolates entries.
 *
 * @param uids         the unprivileged uids entries run as, one of its own per live run (and as gid):
 *                     RLIMIT_NPROC, file permissions and signal/ptrace rights then part every run from
 *                     every other and from host daemons (see {@link dev.arbiter.sandbox.uid.SandboxUids})
 * @param uidLocks     where the runners of this host lock the uids they hand out (the same for all of them)
 * @param systemPaths  host paths a build sees read-only (see {@link dev.arbiter.sandbox.Sandbox#forBuilds()}):
 *                     the whole /usr, for the toolchains (cc, make, javac), and the few /etc files dynamic
 *                     linking and the runtimes need; symlinks (merged /usr) are recreated as symlinks,
 *                     missing paths are skipped
 * @param entryRoot    what of the host's system an entry sees, read-only: a curated root (loader,
 *                     libraries, shell and basic commands, java, python3, Wine), not the whole /usr
 * @param winePrefix   the pre-made Wine prefix (scripts/wine-prefix.sh), or null: Windows entries refused
 * @param wine         how Windows programs are launched
 * @param cgroupParent on cgroup v2, the group runs are created under (null: "arbiter" at the top)
 * @param spares       how many sandboxes to keep started ahead, up to their go message, for entries
 *                     that just started (see {@link dev.arbiter.sandbox.Spares}); 0: every start from scratch
 */
public record LocalBackendConfig(UidRange uids, Path uidLocks, List<Path> systemPaths, EntryRoot entryRoot, Path winePrefix,
                                 WineLaunch wine, String cgroupParent, int spares) {

    /** What a runtime needs, and nothing that is secret: no /etc/shadow, no home directories, no /var. */
    public static final List<Path> DEFAULT_SYSTEM_PATHS = Stream.concat(Stream.of(
            "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
            "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
            "/etc/nsswitch.conf", "/etc/fonts").map(Path::of), EntryRoot.debianJdkConfig()).toList();

    public LocalBackendConfig {
        systemPaths = List.copyOf(systemPaths);
    }

    /** The backend {@code settings} describe, entries seeing {@link #DEFAULT_SYSTEM_PATHS}. */
    public static LocalBackendConfig from(SandboxSettings settings) {
        return new LocalBackendConfig(UidRange.parse(settings.uids()), settings.uidLockDirectory(), DEFAULT_SYSTEM_PATHS,
                EntryRoot.DEFAULT.with(settings.rootAdd().orElse(null)), settings.winePrefix().orElse(null),
                WineLaunch.defaults(), settings.cgroupParent().orElse(null), settings.spares());
    }

    /** The backend this process's system properties and environment describe ({@link SandboxSettings}). */
    public static LocalBackendConfig fromEnvironment() {
        return from(SandboxSettings.fromEnvironment());
    }
}
