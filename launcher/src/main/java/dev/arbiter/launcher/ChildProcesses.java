package dev.arbiter.launcher;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Stopping a child JVM politely, then firmly, and not returning while anything it started still runs. */
final class ChildProcesses {

    /** How often the tree is looked at while the child shuts down: a process it starts then is still seen. */
    private static final Duration LOOK = Duration.ofMillis(100);
    /** How long the leftovers of a stopped child may take to die after SIGKILL (a pid namespace's teardown). */
    private static final Duration LEFTOVERS = Duration.ofSeconds(10);

    private ChildProcesses() {
    }

    /**
     * SIGTERM (a JVM runs its shutdown hooks), then SIGKILL after the grace period; then SIGKILL to every
     * descendant seen on the way that is still alive, and waits for them.
     *
     * <p>Why the last step: a descendant reparented away when its parent exits is no longer in the child's tree,
     * and nothing else would end it. The runner's sandboxes are such descendants; they die with their parent
     * (bubblewrap's die-with-parent), but asynchronously, and a pid namespace's init lives on until every
     * process in the namespace is gone. Without the wait, {@code ./arbiter up} could return while an entry
     * still ran.
     */
    static void stop(Process process, Duration grace) {
        if (!process.isAlive()) {
            return;
        }
        Set<ProcessHandle> seen = new LinkedHashSet<>();
        process.descendants().forEach(seen::add);
        process.destroy();
        long deadline = System.nanoTime() + grace.toNanos();
        try {
            while (!process.waitFor(LOOK.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(seen::add);
                if (System.nanoTime() > deadline) {
                    seen.forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                    break;
                }
            }
            endLeftovers(seen, LEFTOVERS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            seen.forEach(ProcessHandle::destroyForcibly);
            Thread.currentThread().interrupt();
        }
    }

    /** SIGKILL to each process still alive, then waits up to {@code patience} in all for them to be gone. */
    static void endLeftovers(Set<ProcessHandle> processes, Duration patience) throws InterruptedException {
        var alive = processes.stream().filter(ProcessHandle::isAlive).toList();
        alive.forEach(ProcessHandle::destroyForcibly);
        long deadline = System.nanoTime() + patience.toNanos();
        for (ProcessHandle handle : alive) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            try {
                handle.onExit().get(left, TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException e) {
                return;
            }
        }
    }
}
