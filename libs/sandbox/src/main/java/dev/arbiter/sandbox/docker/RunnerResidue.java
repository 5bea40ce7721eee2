package dev.arbiter.sandbox.docker;

import dev.arbiter.hostdirs.DirectoryTree;

import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.Container;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * What runners on this host leave behind when they die without closing their backend, and its removal when the
 * next backend starts: containers labelled with a dead runner's pid, and run roots named after one. Starting and
 * running containers is {@link DockerBackend}'s.
 */
final class RunnerResidue {

    private RunnerResidue() {
    }

    /** Removes containers that runners on this host left behind when they died (their launchers have killed them already). */
    static void sweepDeadRunners(DockerEngine engine, String host) {
        try {
            for (Container container : engine.labelled(DockerBackend.LABEL_HOST, host)) {
                String pid = container.getLabels().getOrDefault(DockerBackend.LABEL_PID, "");
                boolean ownerAlive = pid.matches("\\d+") && ProcessHandle.of(Long.parseLong(pid)).isPresent();
                if (!ownerAlive) {
                    engine.remove(container.getId());
                }
            }
        } catch (DockerException ignored) {
            // a sweep is a courtesy: the next runner on this host tries again
        }
    }

    /**
     * Removes the run roots ({@code arbiter-docker-<pid>} beside ours) of runners that died without
     * closing their backend; their containers' stdio directories went with the containers' exits.
     */
    static void sweepDeadRunRoots(Path runRoot) {
        String prefix = runRoot.getFileName().toString().replaceAll("\\d+$", "");
        try {
            DirectoryTree.deleteLeftByDeadProcesses(runRoot.getParent(), Pattern.compile(Pattern.quote(prefix) + "(?<pid>\\d+)"));
        } catch (IOException | UncheckedIOException ignored) {
            // a sweep is a courtesy: the next runner tries again
        }
    }
}
