package dev.arbiter.sandbox.docker;

import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.Container;
import dev.arbiter.hostdirs.DirectoryTree;
import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxUnavailable;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.Spares;
import dev.arbiter.sandbox.GoMessage;
import dev.arbiter.sandbox.HeldStarts;
import dev.arbiter.sandbox.uid.SandboxUids;
import dev.arbiter.sandbox.uid.UidLease;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The {@code docker} backend: every entry in a container of its own, started and killed through the
 * engine's API (docker-java), its standard streams carried over FIFOs in a private bind-mounted
 * directory rather than the engine's attach stream (see {@link StdioFifos}). For
 * production and cluster runners; the engine does the isolation, so the runner needs no root.
 */
public final class DockerBackend implements Sandbox {

    public static final String NAME = "docker";

    /** Labels every container carries: which runner made it, on which host, as which process. */
    static final String LABEL_RUNNER = "dev.arbiter.sandbox.runner";
    static final String LABEL_HOST = "dev.arbiter.sandbox.host";
    static final String LABEL_PID = "dev.arbiter.sandbox.pid";

    private static final long CPU_WATCH_MILLIS = 100;
    /** After a start, the entry's next container is prepared this much later, not to compete with the start. */
    private static final Duration SPARE_DELAY = Duration.ofMillis(100);
    /** A spare unused this long is removed: its entry is not playing on this runner any more. */
    private static final Duration SPARE_IDLE = Duration.ofSeconds(60);
    /** The image label saying its launcher can wait for a go message (scripts/docker-images.sh sets it). */
    static final String GO_LABEL = "dev.arbiter.stdio.go";

    /** What makes two containers interchangeable: the image, the entry's mounts and directory, the limits. */
    private record Shape(boolean wine, List<Path> entryPaths, String workDir, ResourceLimits limits) {
    }

    /** A container started up to its go message, and the uid it runs as until it is removed. */
    private record Prepared(String id, String name, Path stdioDir, StdioFifos.Streams streams,
                            CompletableFuture<Long> stopped, boolean awaitsGo, UidLease uid) {
    }

    private final DockerBackendConfig config;
    private final DockerEngine engine;
    private final SandboxUids uids;
    private final String host = hostName();
    private final String runner = host + "-" + ProcessHandle.current().pid() + "-" + Long.toHexString(System.nanoTime());
    private final AtomicLong runs = new AtomicLong();
    private final Set<DockerProcess> live = ConcurrentHashMap.newKeySet();
    private final ExecutorService cleanup = Executors.newVirtualThreadPerTaskExecutor();
    private final Spares<Shape, Prepared> spares;
    /** What each Windows entry's next spare holds its process ready for. */
    private final HeldStarts<Shape> held = new HeldStarts<>();
    private final ScheduledExecutorService cpuWatch = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("docker-sandbox-cpu-watch").factory());

    private DockerBackend(DockerBackendConfig config, DockerEngine engine) {
        this.config = config;
        this.engine = engine;
        this.spares = new Spares<>((shape, label) -> container(shape, label, null, held.launcherArgs(shape)), this::discard,
                c -> !c.stopped().isDone(), cleanup, config.spares(), SPARE_IDLE);
        this.uids = SandboxUids.forHost(config.uids(), config.uidLocks());
        cpuWatch.scheduleWithFixedDelay(() -> live.forEach(DockerProcess::checkCpuTime),
                CPU_WATCH_MILLIS, CPU_WATCH_MILLIS, TimeUnit.MILLISECONDS);
        cpuWatch.scheduleWithFixedDelay(() -> cleanup.execute(spares::expire), 5, 5, TimeUnit.SECONDS);
    }

    /** A backend configured from the environment (see {@link DockerBackendConfig#fromEnvironment()}). */
    public static DockerBackend create() throws DockerBackendUnavailable {
        return create(DockerBackendConfig.fromEnvironment());
    }

    /**
     * Checks that the engine answers and the Linux image exists, and removes the containers of
     * runners on this host that died without cleaning up.
     *
     * @throws DockerBackendUnavailable saying which script fixes it
     */
    public static DockerBackend create(DockerBackendConfig config) throws DockerBackendUnavailable {
        var engine = DockerEngine.connect(config.dockerHost());
        try {
            engine.version();
        } catch (RuntimeException e) {
            closeQuietly(engine);
            throw new DockerBackendUnavailable("no Docker engine answers at " + config.dockerHost() + " ("
                    + rootCause(e) + "): start one with scripts/docker-engine.sh, or set ARBITER_DOCKER_HOST", e);
        }
        if (!engine.hasImage(config.linuxImage())) {
            closeQuietly(engine);
            throw new DockerBackendUnavailable("the engine at " + config.dockerHost() + " has no image "
                    + config.linuxImage() + ": build it with scripts/docker-images.sh");
        }
        try {
            // The parent is checked (owner-only, ours, no link) before anything is made or written under it.
            PrivateDirectory.prepare(config.runRoot().getParent());
            Files.createDirectories(config.runRoot());
            Files.setPosixFilePermissions(config.runRoot(), PosixFilePermissions.fromString("rwx--x--x"));
        } catch (IOException e) {
            closeQuietly(engine);
            throw new DockerBackendUnavailable("cannot create " + config.runRoot() + ": " + e.getMessage(), e);
        }
        var backend = new DockerBackend(config, engine);
        RunnerResidue.sweepDeadRunners(engine, backend.host);
        RunnerResidue.sweepDeadRunRoots(config.runRoot());
        return backend;
    }

    @Override
    public void awaitSpares() throws InterruptedException {
        spares.awaitPreparations();
    }

    @Override
    public long spareStarts() {
        return spares.taken();
    }

    @Override
    public String name() {
        return NAME;
    }

    /** "engine 20.10.24 at unix:///…, images …, uids 200000-200999". */
    public String describe() {
        return "engine " + engine.version() + " at " + config.dockerHost() + ", images " + config.linuxImage()
                + " and " + config.wineImage() + ", uids " + config.uids();
    }

    @Override
    public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
        return start(spec, true);
    }

    /** This backend with nothing prepared ahead: every start makes its container then (for the benchmark). */
    public Sandbox fromScratch() {
        return Sandbox.named(NAME + " from scratch", spec -> start(spec, false));
    }

    private SandboxedProcess start(ProcessSpec spec, boolean useSpares) throws SandboxException {
        LaunchPlan plan = LaunchPlan.of(spec, config.wine());
        var shape = new Shape(plan.underWine(), EntryView.entryPaths(spec), EntryView.workDir(spec), plan.limits());
        List<String> goFields = GoMessage.fields(EntryView.workDir(spec), EntryView.environment(plan.env()), plan.command());
        byte[] go = GoMessage.encode(goFields);
        Prepared container = useSpares ? spares.take(shape) : null;
        if (container == null) {
            // Only here: a spare was made from the image, and asking the engine costs a round trip (~4 ms
            // of a held Windows start's ~10, measured with bench/sandbox-latency.sh).
            if (plan.underWine() && !engine.hasImage(config.wineImage())) {
                throw new SandboxUnavailable(spec.command().getFirst() + ": Windows entries need the image "
                        + config.wineImage() + ", which the engine lacks (build it with scripts/docker-images.sh)");
            }
            try {
                container = container(shape, spec.label(), plan, List.of());
            } catch (SandboxException e) {
                throw new SandboxException("cannot start " + spec.command().getFirst() + " in a container: "
                        + e.getMessage(), e);
            }
        }
        if (container.awaitsGo()) {
            try {
                container.streams().stdin().write(go);
                container.streams().stdin().flush();
            } catch (IOException e) {
                // The launcher is gone: the container's exit says why.
            }
        }
        Path stdioDir = container.stdioDir();
        UidLease uid = container.uid();
        // The uid goes back once the container has stopped (its PID 1 gone, the kernel killed the rest) and is removed.
        Runnable tidy = () -> {
            DirectoryTree.deleteIfPossible(stdioDir);
            uid.close();
        };
        var process = new DockerProcess(engine, container.id(), container.name(), container.streams(),
                plan.limits().cpuTime(), container.stopped(), tidy, cleanup, live::remove);
        live.add(process);
        if (process.exit().isDone()) {
            live.remove(process); // gone before it was added: nothing left to watch
        }
        if (useSpares) {
            held.started(shape, plan, goFields);
            spares.prepare(shape, spec.label(), SPARE_DELAY);
        }
        return process;
    }

    /**
     * Creates and starts a container whose launcher opens its stdio FIFOs and waits for the go message
     * (after Wine's server and services, for a Windows entry). An image built before its launcher could
     * wait (no label {@value #GO_LABEL}) gets the run's command at once, as before, and no spare.
     *
     * @param plan the run's launch, or null when preparing a spare
     * @param hold the launcher's arguments that make a Windows spare hold its entry's process ready
     *             ({@link HeldStarts#launcherArgs}); empty: it does not
     */
    private Prepared container(Shape shape, String label, LaunchPlan plan, List<String> hold) throws SandboxException {
        String image = shape.wine() ? config.wineImage() : config.linuxImage();
        boolean awaitsGo = "1".equals(engine.imageLabels(image).get(GO_LABEL));
        if (!awaitsGo && plan == null) {
            throw new SandboxException(image + " cannot wait for a go message: rebuild it with scripts/docker-images.sh");
        }
        long run = runs.incrementAndGet();
        String name = EntryView.runName(run, label);
        Path stdioDir = config.runRoot().resolve("run-" + run);
        StdioFifos fifos;
        try {
            Files.createDirectory(stdioDir);
            Files.setPosixFilePermissions(stdioDir, PosixFilePermissions.fromString("rwxr-xr-x"));
            fifos = StdioFifos.create(stdioDir);
        } catch (IOException e) {
            DirectoryTree.deleteIfPossible(stdioDir);
            throw new SandboxException("cannot prepare the container's stdio directory: " + e.getMessage(), e);
        }
        String id = null;
        UidLease uid = null;
        try {
            uid = uids.lease();
            id = ContainerRequest.build(engine.client(), config, shape.wine(), shape.limits(), name, labels(), stdioDir,
                    shape.entryPaths(), shape.workDir(), uid.uid(), awaitsGo ? null : plan, hold).exec().getId();
            engine.client().startContainerCmd(id).exec();
            CompletableFuture<Long> stopped = engine.waitFor(id);
            return new Prepared(id, name, stdioDir, openOrExplain(fifos, id, stopped), stopped, awaitsGo, uid);
        } catch (DockerException | SandboxException e) {
            if (id != null) {
                engine.remove(id);
            }
            if (uid != null) {
                uid.close();
            }
            DirectoryTree.deleteIfPossible(stdioDir);
            throw e instanceof SandboxException s ? s : new SandboxException(rootCause(e), e);
        }
    }

    /** Stops a container that will never get its go message: end of input makes its launcher exit. */
    private void discard(Prepared container) {
        try {
            container.streams().close();
        } catch (IOException ignored) {
            // closed already
        }
        engine.remove(container.id());
        DirectoryTree.deleteIfPossible(container.stdioDir());
        container.uid().close();
    }

    private StdioFifos.Streams openOrExplain(StdioFifos fifos, String id, CompletableFuture<Long> stopped)
            throws SandboxException {
        try {
            return fifos.open(config.startTimeout(), stopped::isDone);
        } catch (IOException e) {
            engine.kill(id);
            String log = engine.logHead(id);
            throw new SandboxException(e.getMessage()
                    + (log.isEmpty() ? "" : " — " + log));
        }
    }

    private Map<String, String> labels() {
        return Map.of(LABEL_RUNNER, runner, LABEL_HOST, host, LABEL_PID, Long.toString(ProcessHandle.current().pid()));
    }

    /**
     * What this backend has right now: its containers (in any state) and its runs' stdio directories.
     * Empty between matches; tests assert it, a health check can report it. Containers prepared ahead
     * are not residue: they are removed first (and made again by the next start).
     */
    public List<String> residue() {
        spares.dropAll();
        var found = new ArrayList<String>();
        for (Container container : engine.labelled(LABEL_RUNNER, runner)) {
            found.add("container " + String.join(",", container.getNames()) + " (" + container.getState() + ")");
        }
        try (Stream<Path> dirs = Files.list(config.runRoot())) {
            dirs.forEach(dir -> found.add("stdio directory " + dir));
        } catch (IOException e) {
            found.add("cannot list " + config.runRoot() + ": " + e.getMessage());
        }
        return found;
    }

    @Override
    public void close() throws IOException {
        cpuWatch.shutdownNow();
        spares.close();
        cleanup.close();
        DirectoryTree.deleteIfPossible(config.runRoot());
        engine.close();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    private static String rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // best effort on a path that is already failing
        }
    }
}
