package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.CpuTimeLimit;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.local.cgroup.RunCgroup;
import dev.arbiter.sandbox.uid.UidLease;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One entry running under the local backend. Its exit is reported only after the run's cgroups are
 * empty and removed, so "exited" also means "nothing of it is left on the host"; its uid is given
 * back then, never earlier (a cgroup that cannot be removed still holds processes, and keeps the uid).
 */
final class LocalProcess implements SandboxedProcess {

    private final Process launcher;
    private final RunCgroup cgroup;
    private final UidLease uid;
    private final CpuTimeLimit cpuLimit;
    private final AtomicBoolean killedByJudge = new AtomicBoolean();
    private final CompletableFuture<ExitInfo> exit;

    /**
     * @param cleanup runs the blocking tear-down (kill rounds, rmdir retries) off the JDK's reaper thread
     * @param onGone  told once the run is torn down (the backend stops watching it)
     */
    LocalProcess(Launch launch, Duration cpuLimit, Executor cleanup, Consumer<LocalProcess> onGone) {
        this.launcher = launch.process();
        this.cgroup = launch.cgroup();
        this.uid = launch.uid();
        this.cpuLimit = new CpuTimeLimit(cpuLimit, cpuUsed());
        this.exit = this.launcher.onExit().thenApplyAsync(p -> tearDown(p.exitValue()), cleanup)
                .whenComplete((info, error) -> onGone.accept(this));
    }

    @Override
    public OutputStream stdin() {
        return launcher.getOutputStream();
    }

    @Override
    public InputStream stdout() {
        return launcher.getInputStream();
    }

    @Override
    public InputStream stderr() {
        return launcher.getErrorStream();
    }

    @Override
    public CompletableFuture<ExitInfo> exit() {
        return exit;
    }

    @Override
    public void kill() {
        killedByJudge.set(true);
        killEverything();
    }

    @Override
    public String describe() {
        return "local sandbox pid " + launcher.pid() + ", cgroup " + cgroup.name() + ", " + uid;
    }

    /** The run's cgroup accounting: cpu.stat usage_usec (v2) or cpuacct.usage (v1). */
    @Override
    public Optional<Duration> cpuTime() {
        return cpuUsed();
    }

    /** Called by the CPU watch: the run as a whole used its CPU time (RLIMIT_CPU only sees each process). */
    void checkCpuTime() {
        if (!exit.isDone() && cpuLimit.reachedBy(cpuUsed())) {
            killEverything();
        }
    }

    private void killEverything() {
        // The launcher is bwrap by now; its death takes the pid namespace down with it, and the
        // cgroup sweep catches anything that was between fork and namespace teardown.
        launcher.destroyForcibly();
        cgroup.killAll();
    }

    private ExitInfo tearDown(int status) {
        cgroup.killAll();
        boolean oom = oomKilled();
        Optional<Duration> used = cpuUsed();
        if (cgroup.remove()) {
            uid.close();
        }
        return cpuLimit.exit(status, killedByJudge.get(), oom, used);
    }

    private boolean oomKilled() {
        try {
            return cgroup.oomKilled();
        } catch (IOException e) {
            return false;
        }
    }

    private Optional<Duration> cpuUsed() {
        try {
            return cgroup.cpuUsage();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
