package dev.arbiter.runner.service;

import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.hostdirs.PrivateDirectory.Owner;
import dev.arbiter.runner.config.RunnerConfig;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Makes the runner's scratch directory its own before the first match ({@link PrivateDirectory}): owned by the
 * runner's account, not a symbolic link, mode 0711; one that another account owns or that grants more (others
 * may have planted files or links in it) stops the start. Matches unpack uploaded programs there.
 *
 * <p>0711 rather than 0700: the local backend's launcher drops to the run's sandbox uid before it starts
 * bubblewrap, so bubblewrap opens the seat's folder, which it mounts into the sandbox, as that uid, which must
 * be able to pass through every directory on the way (the search bit). Without the read bit nobody else can
 * list the match folders, whose names are random, and the seat folders themselves admit only their run.
 */
@ApplicationScoped
public class WorkDirectoryGuard {

    static final Set<PosixFilePermission> TRAVERSE_ONLY_FOR_OTHERS = PosixFilePermissions.fromString("rwx--x--x");

    void prepare(@Observes @Priority(50) StartupEvent event, RunnerConfig config) {
        try {
            prepare(config.workDirectory());
        } catch (IOException e) {
            throw new IllegalStateException("the runner's work directory is not usable: " + e.getMessage()
                    + " (set arbiter.sandbox-runner.work-directory, env ARBITER_SANDBOX_RUNNER_WORK_DIRECTORY)", e);
        }
    }

    /** Creates {@code dir} when missing, refuses one another user could tamper with, and gives it mode 0711. */
    static Path prepare(Path dir) throws IOException {
        Path work = PrivateDirectory.prepare(dir, TRAVERSE_ONLY_FOR_OTHERS, Owner.THIS_ACCOUNT);
        // A stricter one (0700) is ours to open up to the search bit the sandboxes need.
        Files.setPosixFilePermissions(work, TRAVERSE_ONLY_FOR_OTHERS);
        return work;
    }
}
