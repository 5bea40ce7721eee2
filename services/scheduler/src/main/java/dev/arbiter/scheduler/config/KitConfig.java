package dev.arbiter.scheduler.config;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the contestant kit's parts come from, read from {@code arbiter.scheduler.kit.*}
 * (environment: {@code ARBITER_SCHEDULER_KIT_*}). {@code ./arbiter up} points them at the build's output.
 */
@ConfigMapping(prefix = "arbiter.scheduler.kit")
public interface KitConfig {

    /**
     * The CLI's self-contained jar ({@code cli/target/arbiter.jar}): the same judge the runners use. Without it no
     * kit is served (503), since a kit that judges differently would be worse than none.
     */
    Optional<Path> cliJar();

    /** The sample players ({@code examples/players}); the kit has none when unset or missing. */
    Optional<Path> samples();

    /** The SDKs ({@code sdk/}): whatever the directory holds when the kit is built; none when unset or missing. */
    Optional<Path> sdk();

    /**
     * Built kits, one file per competition settings and parts: built once, served until an input changes. Made
     * owner-only; refused when other users could have put a kit there for contestants to download.
     */
    @WithDefault(PrivateDirectory.STATE_HOME + "/kits")
    Path cacheDirectory();
}
