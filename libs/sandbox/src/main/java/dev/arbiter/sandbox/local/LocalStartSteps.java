package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.local.cgroup.CgroupDriver;
import dev.arbiter.sandbox.local.cgroup.RunCgroup;

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
    static List<Sandbox> of(HostTools tools, LocalBackendConfig config, CgroupDriver cgroups, Executor cleanup,
                            Sandbox fromScratch) {
        return List.of(new Step("+ cgroup create (judge)", Step.CGROUP, tools, config, cgroups, cleanup),
                new Step("+ launcher: uid drop, rlimits", Step.LAUNCHER, tools, config, cgroups, cleanup),
                new Step("+ cgroup join", Step.JOIN, tools, config, cgroups, cleanup),
                Sandbox.named("+ bubblewrap = start, no spare", fromScratch::start));
    }

    private record Step(String name, int depth, HostTools tools, LocalBackendConfig config, CgroupDriver cgroups,
                        Executor cleanup) implements Sandbox {
        static final int CGROUP = 0;
        static final int LAUNCHER = 1;
        static final int JOIN = 2;

        @Override
        public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
            LaunchPlan plan = LaunchPlan.of(spec, null);
            RunCgroup cgroup;
            try {
                cgroup = cgroups.create(EntryView.runName(System.nanoTime(), "step"), plan.limits());
            } catch (IOException e) {
                throw new SandboxException(e.getMessage(), e);
            }
            List<String> argv = plan.command();
            if (depth >= LAUNCHER) {
                var inner = List.of(tools.launcher().toString(), "inner");
                argv = LauncherArgs.build(tools, depth >= JOIN ? cgroup.joinFiles() : List.of(), config, inner);
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
                return new LocalProcess(process, cgroup, plan.limits().cpuTime(), cleanup, p -> { });
            } catch (IOException e) {
                cgroup.remove();
                throw new SandboxException(e.getMessage(), e);
            }
        }
    }
}
