package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.local.cgroup.RunCgroup;
import dev.arbiter.sandbox.uid.UidLease;

/**
 * A sandbox started up to its go message: the launcher process, already in its cgroup, namespaces
 * and mounts, waiting inside bubblewrap for what to run (see {@link LauncherArgs}), that cgroup, and
 * the uid the sandbox runs as, held from before the launcher starts until nothing of the run is left.
 */
record Launch(Process process, RunCgroup cgroup, UidLease uid) {

    /**
     * Stops a launch that will never get its go message: end of input makes the inner launcher exit
     * quietly (bubblewrap takes the rest of the sandbox down with it), then the cgroup goes.
     */
    void discard() {
        try {
            process.getOutputStream().close();
        } catch (java.io.IOException ignored) {
            // gone already
        }
        try {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        if (cgroup.remove()) {
            uid.close(); // an empty, removed cgroup: no process of this uid is left
        }
        try (var out = process.getInputStream(); var err = process.getErrorStream()) {
            // closed: nobody reads what a discarded launch never wrote
        } catch (java.io.IOException ignored) {
            // closed already
        }
    }
}
