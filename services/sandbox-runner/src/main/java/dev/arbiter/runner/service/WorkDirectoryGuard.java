package dev.arbiter.runner.service;

import dev.arbiter.runner.config.RunnerConfig;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;

/**
 * Makes the runner's scratch directory its own before the first match: owned by the runner's user, not a
 * symbolic link, and mode 0711. Matches unpack uploaded programs there; in a shared, predictable place such as
 * /tmp another local user could plant a link or read entries. 0711 rather than 0700 because the local sandbox
 * starts each entry as an unprivileged uid that must pass through to its own seat's folder; without the read bit
 * nobody else can list the match folders, and their names are random.
 */
@ApplicationScoped
public class WorkDirectoryGuard {

    static final Set<PosixFilePermission> TRAVERSE_ONLY_FOR_OTHERS = PosixFilePermissions.fromString("rwx--x--x");

    void prepare(@Observes @Priority(50) StartupEvent event, RunnerConfig config) {
        try {
            prepare(config.workDirectory());
        } catch (IOException | IllegalStateException e) {
            throw new IllegalStateException("the runner's work directory is not usable: " + e.getMessage()
                    + " (set arbiter.sandbox-runner.work-directory, env ARBITER_SANDBOX_RUNNER_WORK_DIRECTORY)", e);
        }
    }

    /** Creates {@code dir} when missing and refuses one another user could tamper with. */
    static Path prepare(Path dir) throws IOException {
        Path absolute = dir.toAbsolutePath();
        if (Files.isSymbolicLink(absolute)) {
            throw new IllegalStateException(absolute + " is a symbolic link; refusing a work directory someone can redirect");
        }
        if (!Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(absolute);
        }
        if (!Files.isDirectory(absolute, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalStateException(absolute + " is not a directory");
        }
        UserPrincipal owner = Files.getOwner(absolute, LinkOption.NOFOLLOW_LINKS);
        String me = System.getProperty("user.name");
        if (!owner.getName().equals(me)) {
            throw new IllegalStateException(absolute + " belongs to " + owner.getName() + ", not to " + me
                    + ", who runs this runner");
        }
        Files.setPosixFilePermissions(absolute, TRAVERSE_ONLY_FOR_OTHERS);
        return absolute;
    }
}
