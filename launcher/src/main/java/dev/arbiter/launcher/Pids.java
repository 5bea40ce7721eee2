package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Processes that are not our children: whether one still runs, and stopping one. */
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

    /**
     * Stops a server that is not our child as its fast shutdown does (SIGINT; PostgreSQL ends its sessions and
     * exits), and outright if it has not gone within 30 s.
     */
    static void stopFast(long pid) {
        ProcessHandle.of(pid).ifPresent(process -> {
            try {
                new ProcessBuilder("kill", "-INT", Long.toString(pid)).inheritIO().start().waitFor(10, TimeUnit.SECONDS);
                process.onExit().get(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            } catch (Exception notInTime) {
                process.destroyForcibly();
            }
        });
    }
}
