package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a process that is not our child still runs. */
final class Pids {

    private Pids() {
    }

    /**
     * A process killed outright stays a zombie until its parent reaps it, and a detached server's parent is
     * init, which in a container may never reap: a zombie counts as gone.
     */
    static boolean running(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String afterName = stat.substring(stat.lastIndexOf(')') + 1).strip();
            return !afterName.startsWith("Z") && !afterName.startsWith("X");
        } catch (IOException | RuntimeException gone) {
            return false;
        }
    }
}
