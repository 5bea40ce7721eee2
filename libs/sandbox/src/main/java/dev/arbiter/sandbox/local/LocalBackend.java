package dev.arbiter.sandbox.local;

import dev.arbiter.hostdirs.DirectoryTree;
import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.GoMessage;
import dev.arbiter.sandbox.HeldStarts;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxUnavailable;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.Spares;
import dev.arbiter.sandbox.local.cgroup.CgroupDriver;
import dev.arbiter.sandbox.local.cgroup.Cgroups;
import dev.arbiter.sandbox.local.cgroup.RunCgroup;
import dev.arbiter.sandbox.uid.SandboxUids;
import dev.arbiter.sandbox.uid.UidLease;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The {@code local} backend: bubblewrap namespaces, per-run cgroups and rlimits, each entry running as
 * an unprivileged uid of its own ({@link SandboxUids}). No daemon: every entry is one process tree started by the runner, and gone
 * (with its cgroups) when its exit is reported. Needs root (to create cgroups and drop to the
 * sandbox uid) and a kernel that allows unprivileged user namespaces.
 */
public final class LocalBackend implements Sandbox {

    public static final String NAME = "local";

    /** How often the runs' total CPU time is compared with their limit. */
    private static final long CPU_WATCH_MILLIS = 100;
    private static final Duration SPARE_DELAY = Duration.ofMillis(100);
    /** A spare unused this long is dropped: its entry is not playing on this runner any more. */
    private static final Duration SPARE_IDLE = Duration.ofSeconds(60);

    private final LocalBackendConfig config;
    private final HostTools tools;
    private final CgroupDriver cgroups;
    private final SandboxUids uids;
    private final String runPrefix = EntryView.runPrefix();
    private final AtomicLong runs = new AtomicLong();
    private final Set<LocalProcess> live = ConcurrentHashMap.newKeySet();
    private final ExecutorService cleanup = Executors.newVirtualThreadPerTaskExecutor();
    private final ScheduledExecutorService cpuWatch = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("local-sandbox-cpu-watch").factory());

    /** Sandboxes prepared ahead, keyed by what makes them interchangeable: Windows or not, the mounts, the limits. */
    private final Spares<Shape, Launch> spares;

    private record Shape(boolean wine, List<Path> entryPaths, ResourceLimits limits, boolean toolchains) {
    }

    /** What each Windows entry's next spare holds its process ready for. */
    private final HeldStarts<Shape> held = new HeldStarts<>();

    /** The curated /usr/bin entries see ({@link EntryBin}). */
    private final Path entryBin;

    private LocalBackend(LocalBackendConfig config, HostTools tools, CgroupDriver cgroups, Path entryBin) {
        this.config = config;
        this.entryBin = entryBin;
        this.tools = tools;
        this.cgroups = cgroups;
        this.uids = SandboxUids.forHost(config.uids(), config.uidLocks());
        this.spares = new Spares<>((shape, label) -> launch(shape, label, held.launcherArgs(shape)), Launch::discard,
                l -> l.process().isAlive(), cleanup, config.spares(), SPARE_IDLE);
        cpuWatch.scheduleWithFixedDelay(() -> live.forEach(LocalProcess::checkCpuTime),
                CPU_WATCH_MILLIS, CPU_WATCH_MILLIS, TimeUnit.MILLISECONDS);
        cpuWatch.scheduleWithFixedDelay(() -> cleanup.execute(spares::expire), 5, 5, TimeUnit.SECONDS);
    }

    /** A backend configured from the environment (see {@link LocalBackendConfig#fromEnvironment()}). */
    public static LocalBackend create() throws LocalBackendUnavailable {
        return create(LocalBackendConfig.fromEnvironment());
    }

    /**
     * Checks that this host can isolate entries (tools, root, cgroups, user namespaces) and sweeps
     * cgroups left by runners that died.
     *
     * @throws LocalBackendUnavailable saying what is missing and whether installing can fix it
     */
    public static LocalBackend create(LocalBackendConfig config) throws LocalBackendUnavailable {
        HostTools tools = HostTools.find();
        if (ProcessHandle.current().info().user().map(u -> !u.equals("root")).orElse(true)) {
            throw new LocalBackendUnavailable("the local backend must run as root: it creates cgroups and "
                    + "drops every entry to a uid of " + config.uids(), false);
        }
        CgroupDriver cgroups;
        try {
            cgroups = Cgroups.detect(config.cgroupParent());
        } catch (IOException e) {
            throw new LocalBackendUnavailable(e.getMessage(), true);
        }
        Path entryBin;
        try {
            entryBin = EntryBin.make(LauncherBinary.DEFAULT_DIR, config.entryRoot().commands());
        } catch (IOException e) {
            throw new LocalBackendUnavailable("cannot make the entries' /usr/bin in " + LauncherBinary.DEFAULT_DIR
                    + ": " + e.getMessage(), false);
        }
        var backend = new LocalBackend(config, tools, cgroups, entryBin);
        try {
            backend.sweepDeadRunners();
            backend.probe();
        } catch (LocalBackendUnavailable e) {
            backend.close();
            throw e;
        }
        return backend;
    }

    @Override
    public long spareStarts() {
        return spares.taken();
    }

    @Override
    public void awaitSpares() throws InterruptedException {
        spares.awaitPreparations();
    }

    @Override
    public String name() {
        return NAME;
    }

    /** "cgroup v1 (pids, memory, cpu, cpuacct), uids 200000-200999". */
    public String describe() {
        return cgroups.describe() + ", uids " + config.uids();
    }

    @Override
    public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
        return start(spec, true, false);
    }

    /** Builds see the host's whole /usr, for the toolchains; nothing is prepared ahead for them (once per version). */
    @Override
    public Sandbox forBuilds() {
        return Sandbox.named(NAME, spec -> start(spec, false, true));
    }

    /**
     * @param useSpares whether to use a sandbox prepared ahead and prepare the next one (see
     *                  {@link Spares}); false starts from scratch and leaves nothing prepared
     * @param toolchains whether the program sees the host's whole /usr (a build) rather than the entries' root
     */
    SandboxedProcess start(ProcessSpec spec, boolean useSpares, boolean toolchains) throws SandboxException {
        LaunchPlan plan = LaunchPlan.of(spec, config.winePrefix() == null ? null : config.wine());
        if (plan.underWine() && !Files.isDirectory(config.winePrefix())) {
            throw new SandboxUnavailable(spec.command().getFirst() + ": Windows entries need the Wine prefix at "
                    + config.winePrefix() + ", which is missing (run scripts/wine-prefix.sh as root)");
        }
        var shape = new Shape(plan.underWine(), EntryView.entryPaths(spec), plan.limits(), toolchains);
        List<String> goFields = LauncherArgs.goFields(plan.limits(), EntryView.workDir(spec),
                EntryView.environment(plan.env()), plan.command());
        byte[] go = GoMessage.encode(goFields);
        Launch launch = useSpares ? spares.take(shape) : null;
        if (launch == null) {
            try {
                launch = launch(shape, spec.label(), List.of());
            } catch (IOException | SandboxException | RuntimeException e) {
                throw new SandboxException("cannot start " + spec.command().getFirst() + ": " + e.getMessage(), e);
            }
        }
        try {
            launch.process().getOutputStream().write(go);
            launch.process().getOutputStream().flush();
        } catch (IOException e) {
            // The launcher is gone (a cgroup it could not join): its exit status says why.
        }
        var process = new LocalProcess(launch, plan.limits().cpuTime(), cleanup, live::remove);
        live.add(process);
        if (process.exit().isDone()) {
            live.remove(process); // gone before it was added: nothing left to watch
        }
        if (useSpares) {
            held.started(shape, plan, goFields);
            // After a pause, so that preparing the next sandbox does not compete with this entry's start.
            spares.prepare(shape, spec.label(), SPARE_DELAY);
        }
        return process;
    }

    /**
     * Takes a uid for the run, creates its cgroup and starts its launcher, which waits in the sandbox for
     * its go message; a Windows spare's launcher also holds the entry's process ready, given {@code hold}
     * (see {@link HeldStarts}).
     */
    private Launch launch(Shape shape, String label, List<String> hold) throws IOException, SandboxException {
        UidLease uid = uids.lease();
        RunCgroup cgroup = null;
        try {
            var sandboxArgv = BubblewrapArgs.build(tools, config, shape.toolchains() ? null : entryBin, shape.wine(), shape.limits().tmpBytes(),
                    shape.entryPaths(), uid.uid(), hold);
            cgroup = cgroups.create(EntryView.runName(runs.incrementAndGet(), label), shape.limits());
            var builder = new ProcessBuilder(LauncherArgs.build(tools, cgroup.joinFiles(), uid.uid(), sandboxArgv));
            builder.environment().clear();
            builder.environment().put("PATH", EntryView.PATH);
            return new Launch(builder.start(), cgroup, uid);
        } catch (IOException | RuntimeException e) {
            if (cgroup == null || cgroup.remove()) {
                uid.close(); // nothing started as it
            }
            throw e;
        }
    }

    /** This backend with nothing prepared ahead: every start makes its sandbox then (for the benchmark). */
    public Sandbox fromScratch() {
        return Sandbox.named(NAME + " from scratch", spec -> start(spec, false, false));
    }

    /**
     * The start cut short after each of its steps, for the benchmark's breakdown of where a start's
     * time goes (see {@link LocalStartSteps}); these do not confine the program.
     */
    public List<Sandbox> startSteps() {
        return LocalStartSteps.of(tools, uids, cgroups, cleanup, fromScratch());
    }

    /**
     * What this backend has on the host right now: its runs' cgroups and the processes in them.
     * Empty between matches; tests assert it, a health check can report it. Sandboxes prepared
     * ahead are not residue: they are dropped first (and made again by the next start), so a caller
     * that then lists this JVM's child processes sees none of them either.
     */
    public List<String> residue() {
        spares.dropAll();
        var found = new ArrayList<String>();
        try {
            for (RunCgroup group : cgroups.existing(runPrefix)) {
                found.add("cgroup " + group.name() + " with processes " + group.processes());
            }
        } catch (IOException e) {
            found.add("cannot list cgroups: " + e.getMessage());
        }
        return found;
    }

    @Override
    public void close() {
        cpuWatch.shutdownNow();
        spares.close();
        cleanup.close();
        DirectoryTree.deleteIfPossible(entryBin); // or the next runner's sweep removes it
    }

    /** Removes the cgroups of runners (earlier JVMs) that died without cleaning up. */
    private void sweepDeadRunners() {
        try {
            for (RunCgroup group : cgroups.existing("arbiter-")) {
                String[] parts = group.name().split("-");
                boolean ownerAlive = parts.length > 1 && parts[1].matches("\\d+")
                        && ProcessHandle.of(Long.parseLong(parts[1])).isPresent();
                if (!ownerAlive) {
                    group.remove();
                }
            }
        } catch (IOException ignored) {
            // nothing to sweep, or not allowed to look: the probe reports the real problem
        }
    }

    /** Starts one trivial sandbox, so a host that cannot isolate is refused up front with the reason. */
    private void probe() throws LocalBackendUnavailable {
        try {
            var process = start(ProcessSpec.of("probe", List.of("true")), false, false);
            process.stdin().close();
            var exit = process.exit().get(30, TimeUnit.SECONDS);
            if (!exit.clean()) {
                String why = new String(process.stderr().readAllBytes()).strip();
                throw new LocalBackendUnavailable("cannot start a sandbox (" + exit.describe() + "): " + why
                        + " — is creating user namespaces allowed (sysctl user.max_user_namespaces, "
                        + "kernel.unprivileged_userns_clone)?", true);
            }
        } catch (LocalBackendUnavailable e) {
            throw e;
        } catch (Exception e) {
            throw new LocalBackendUnavailable("cannot start a sandbox: " + e.getMessage(), true);
        }
    }
}
