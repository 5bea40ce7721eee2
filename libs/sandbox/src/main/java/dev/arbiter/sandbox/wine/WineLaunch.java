package dev.arbiter.sandbox.wine;

import dev.arbiter.sandbox.ResourceLimits;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How a 64-bit Windows console program (PE32+) runs under Wine inside a Linux sandbox. Backend
 * neutral: the local backend mounts a pre-made, sealed prefix read-only at {@link #sealedPrefix()}, the
 * Wine image has it baked in at the same place. Either way every run starts its own wineserver in
 * its own private /tmp: a wineserver shared between sandboxes would let one reach another's network.
 *
 * Wine refuses a prefix whose directory is not owned by the uid running it, and every run has a uid of
 * its own ({@link dev.arbiter.sandbox.uid.SandboxUids}): so the run's prefix ({@link #prefixInSandbox()},
 * WINEPREFIX) is a directory the run makes in its private /tmp, holding symlinks to the sealed prefix's
 * files (nothing is copied, and what they point to stays read-only) and its own {@code wineserver} file.
 *
 * @param wineCommand     the Wine launcher on the sandbox's PATH
 * @param sealedPrefix    where the sandbox holds the pre-made prefix, read-only
 * @param prefixInSandbox where the program sees its own prefix (WINEPREFIX), made by {@link #prestart()}
 * @param noPreloader     the sandbox's Wine loader has no preloader beside it (Debian's): see {@link #env()}
 */
public record WineLaunch(String wineCommand, String sealedPrefix, String prefixInSandbox, boolean noPreloader) {

    /** Debian's 64-bit Wine loader, the one the Wine image and {@code scripts/wine-prefix.sh} install. */
    static final String DEBIAN_LOADER = "/usr/lib/wine/wine64";

    /**
     * Wine starts about seven processes, each with several threads, and pids limits count threads:
     * 64 is too tight for Wine itself, so Windows entries get at least this many.
     */
    public static final int MIN_PIDS = 128;

    /** The host's Wine, as the local backend shows it to its sandboxes. */
    public static WineLaunch defaults() {
        return withLoader(hasNoPreloader(Path.of("/")));
    }

    /** The Wine of the docker backend's image: Debian's, built by {@code scripts/docker-images.sh}. */
    public static WineLaunch ofWineImage() {
        return withLoader(true);
    }

    private static WineLaunch withLoader(boolean noPreloader) {
        return new WineLaunch("wine", "/opt/arbiter/wine-prefix", "/tmp/.wine-prefix", noPreloader);
    }

    /**
     * True when the system under {@code root} has Debian's Wine loader and no preloader beside it. Any other layout
     * counts as having one: skipping a preloader that exists would change where Wine places a program.
     */
    static boolean hasNoPreloader(Path root) {
        Path loader = root.resolve(DEBIAN_LOADER.substring(1));
        return Files.isExecutable(loader) && !Files.exists(loader.resolveSibling("wine64-preloader"));
    }

    /** The entry's argv, run by Wine. */
    public List<String> command(List<String> entryCommand) {
        var command = new ArrayList<String>(entryCommand.size() + 1);
        command.add(wineCommand);
        command.addAll(entryCommand);
        return command;
    }

    /**
     * Environment Wine needs: the prefix, silence (Wine's debug channels would flood stderr), no add-on
     * installers (mono, gecko), no menu builder (it only writes desktop menu entries, one process less),
     * and the time zone, UTC.
     *
     * <p>Where the loader has no preloader (Debian's Wine ships none), also {@code WINELOADERNOEXEC=1}: a loader
     * started without it first tries to exec its preloader, fails, and execs itself again with the variable set,
     * two wasted execs (~5 ms) at the start of every Windows entry and of every process it starts. Wine sets the
     * variable itself for the second run, so the entry and its children see the same environment either way.
     */
    public Map<String, String> env() {
        var env = new HashMap<String, String>();
        env.put("WINEPREFIX", prefixInSandbox);
        env.put("WINEDEBUG", "-all");
        env.put("WINEDLLOVERRIDES", "mscoree,mshtml=;winemenubuilder.exe=d");
        // Every runner's clock reads the same for its entries, and the prefix holds only this zone
        // (scripts/wine-prefix.sh): Wine matches it at once instead of walking ~140 zones per process.
        env.put("TZ", "UTC");
        if (noPreloader) {
            env.put("WINELOADERNOEXEC", "1");
        }
        return Map.copyOf(env);
    }

    /**
     * What a sandbox runs before its entry is due (where the backend prepares sandboxes ahead): the
     * sandbox's own wineserver, kept running, and one built-in console program, which brings up the
     * services every Wine process needs (services.exe, winedevice, plugplay, explorer). That is
     * ~0.8-2 s of a Windows entry's first start, against ~60 ms for a Wine program once they run.
     * All of it stays inside the entry's sandbox, cgroups and private /tmp, and dies with it.
     *
     * First it makes the run's own prefix (see above). Debian's Wine keeps the name of its socket
     * directory in the prefix's {@code wineserver} file and refuses one that is not the user's own with
     * mode 0400, so that file is written here rather than linked.
     */
    public List<String> prestart() {
        String own = "mkdir -m 0755 " + prefixInSandbox
                + " && ln -s " + sealedPrefix + "/* " + sealedPrefix + "/.update-timestamp " + prefixInSandbox + "/"
                + " && rm -f " + prefixInSandbox + "/wineserver"
                + " && printf wine-sandbox > " + prefixInSandbox + "/wineserver && chmod 0400 " + prefixInSandbox + "/wineserver";
        return List.of("/bin/sh", "-c", own + " && wineserver -p && " + wineCommand + " hostname.exe");
    }

    /**
     * Limits for a Windows entry: memory stays a cgroup limit (an address-space rlimit of 1 GiB or
     * less aborts wine64, so backends must never set one), and the pids limit makes room for Wine.
     */
    public ResourceLimits limits(ResourceLimits limits) {
        return limits.pids() >= MIN_PIDS ? limits : limits.withPids(MIN_PIDS);
    }
}
