package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
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
 * The local start cut short after each of its steps, for bench/SandboxLatency's breakdown: each
 * step is a {@link Sandbox} whose start does the real start's work up to that step and then execs
 * the entry (its stdio put back as bubblewrap's inner shell would), so the difference between two
 * consecutive steps is what the later one costs. Not a sandbox: only the full start confines.
 */
final class LocalStartSteps {

    private LocalStartSteps() {
    }

    /** "cgroup create", then one per exec hop before bubblewrap, each including those before it. */
    static List<Sandbox> of(HostTools tools, LocalBackendConfig config, CgroupDriver cgroups, Executor cleanup) {
        var steps = new ArrayList<Sandbox>();
        steps.add(new Step("+ cgroup create (judge)", 0, tools, config, cgroups, cleanup));
        var names = LauncherArgs.hops(tools, List.of(), ResourceLimits.defaults(), config);
        for (int i = 0; i < names.size(); i++) {
            steps.add(new Step("+ " + names.get(i).does(), i + 1, tools, config, cgroups, cleanup));
        }
        return steps;
    }

    private record Step(String name, int hops, HostTools tools, LocalBackendConfig config, CgroupDriver cgroups,
                        Executor cleanup) implements Sandbox {
        @Override
        public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
            LaunchPlan plan = LaunchPlan.of(spec, null);
            RunCgroup cgroup;
            try {
                cgroup = cgroups.create(EntryView.runName(System.nanoTime(), "step"), plan.limits());
            } catch (IOException e) {
                throw new SandboxException(e.getMessage(), e);
            }
            var argv = new ArrayList<String>();
            if (hops > 0) {
                LauncherArgs.hops(tools, cgroup.joinFiles(), plan.limits(), config).subList(0, hops)
                        .forEach(hop -> argv.addAll(hop.argv()));
                argv.addAll(List.of(tools.sh().toString(), "-c", BubblewrapArgs.STDIO_SCRIPT, "arbiter-stdio"));
            }
            argv.addAll(plan.command());
            try {
                var builder = new ProcessBuilder(argv);
                builder.environment().clear();
                builder.environment().put("PATH", EntryView.PATH);
                return new LocalProcess(builder.start(), cgroup, plan.limits().cpuTime(), cleanup, p -> { });
            } catch (IOException e) {
                cgroup.remove();
                throw new SandboxException(e.getMessage(), e);
            }
        }
    }
}
