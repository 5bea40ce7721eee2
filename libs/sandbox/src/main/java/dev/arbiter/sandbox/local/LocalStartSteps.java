package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.local.cgroup.CgroupDriver;
import dev.arbiter.sandbox.local.cgroup.RunCgroup;
import dev.arbiter.sandbox.uid.SandboxUids;
import dev.arbiter.sandbox.uid.UidLease;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * The local start cut short after each of its steps, for bench/SandboxLatency's breakdown: each step
 * is a {@link Sandbox} whose start does the real start's work up to that step and then execs the
 * entry, so the difference between two consecutive steps is what the later one costs. The last is
 * the real start from scratch (no sandbox prepared ahead). Only that one confines.
 */
final class LocalStartSteps {

    private LocalStartSteps() {
    }

    /**
     * "cgroup create"; the launchers without bubblewrap (uid drop, rlimits, go message); the same
     * joining the cgroups; then {@code fromScratch}, the whole start with bubblewrap.
     */
    static List<Sandbox> of(HostTools tools, SandboxUids uids, CgroupDriver cgroups, Executor cleanup,
                            Sandbox fromScratch) {
        return List.of(new Step("+ cgroup create (judge)", Step.CGROUP, tools, uids, cgroups, cleanup),
                new Step("+ launcher: uid drop, rlimits", Step.LAUNCHER, tools, uids, cgroups, cleanup),
                new Step("+ cgroup join", Step.JOIN, tools, uids, cgroups, cleanup),
                Sandbox.named("+ bubblewrap = start, no spare", fromScratch::start));
    }

    private record Step(String name, int depth, HostTools tools, SandboxUids uids, CgroupDriver cgroups,
                        Executor cleanup) implements Sandbox {
        static final int CGROUP = 0;
        static final int LAUNCHER = 1;
        static final int JOIN = 2;

        @Override
        public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
            LaunchPlan plan = LaunchPlan.of(spec, null);
            UidLease uid = uids.lease();
            RunCgroup cgroup;
            try {
                cgroup = cgroups.create(EntryView.runName(System.nanoTime(), "step"), plan.limits());
            } catch (IOException e) {
                uid.close();
                throw new SandboxException(e.getMessage(), e);
            }
            List<String> argv = plan.command();
            if (depth >= LAUNCHER) {
                var inner = List.of(tools.launcher().toString(), "inner");
                argv = LauncherArgs.build(tools, depth >= JOIN ? cgroup.joinFiles() : List.of(), uid.uid(), inner);
            }
            try {
                var builder = new ProcessBuilder(new ArrayList<>(argv));
                builder.environment().clear();
                builder.environment().put("PATH", EntryView.PATH);
                Process process = builder.start();
                if (depth >= LAUNCHER) {
                    process.getOutputStream().write(LauncherArgs.go(plan.limits(), EntryView.workDir(spec),
                            EntryView.environment(plan.env()), plan.command()));
                    process.getOutputStream().flush();
                }
                return new LocalProcess(new Launch(process, cgroup, uid), plan.limits().cpuTime(), cleanup, p -> { });
            } catch (IOException e) {
                if (cgroup.remove()) {
                    uid.close();
                }
                throw new SandboxException(e.getMessage(), e);
            }
        }
    }
}
