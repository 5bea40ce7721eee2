package dev.arbiter.sandbox.docker;

import com.github.dockerjava.api.exception.DockerException;
import dev.arbiter.sandbox.CpuTimeLimit;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.SandboxedProcess;

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
 * One entry running in a container. Its streams are the judge's ends of the launcher's FIFOs; its exit is
 * reported only once the container is removed and its stdio directory deleted, so "exited" also
 * means "nothing of it is left on the engine or the host".
 */
final class DockerProcess implements SandboxedProcess {

    private final DockerEngine engine;
    private final String id;
    private final String name;
    private final StdioFifos.Streams streams;
    private final CpuTimeLimit cpuLimit;
    private final Optional<ContainerCpu> cpu;
    private final AtomicBoolean killedByJudge = new AtomicBoolean();
    private final CompletableFuture<ExitInfo> exit;

    /**
     * @param stopped  completes with the container's exit status
     * @param tidy     removes what the run left on the host (its stdio directory)
     * @param cleanup  runs the blocking tear-down (inspect, remove) off the engine client's threads
     * @param onGone   told once the run is torn down (the backend stops watching it)
     */
    DockerProcess(DockerEngine engine, String id, String name, StdioFifos.Streams streams, Duration cpuLimit,
                  CompletableFuture<Long> stopped, Runnable tidy, Executor cleanup, Consumer<DockerProcess> onGone) {
        this.engine = engine;
        this.id = id;
        this.name = name;
        this.streams = streams;
        this.cpu = ContainerCpu.find(id);
        this.cpuLimit = new CpuTimeLimit(cpuLimit, cpu.flatMap(ContainerCpu::used));
        this.exit = stopped.handleAsync((status, error) -> tearDown(status, tidy), cleanup)
                .whenComplete((info, error) -> onGone.accept(this));
    }

    @Override
    public OutputStream stdin() {
        return streams.stdin();
    }

    @Override
    public InputStream stdout() {
        return streams.stdout();
    }

    @Override
    public InputStream stderr() {
        return streams.stderr();
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
        return "docker container " + name + " (" + id.substring(0, 12) + ")";
    }

    /** The container's cgroup on this host ({@link ContainerCpu}); empty with a remote engine. */
    @Override
    public Optional<Duration> cpuTime() {
        return cpu.flatMap(ContainerCpu::used);
    }

    /** Called by the backend's CPU watch: the container as a whole used up its CPU time. */
    void checkCpuTime() {
        if (!exit.isDone() && cpuLimit.reachedBy(cpu.flatMap(ContainerCpu::used))) {
            killEverything();
        }
    }

    private void killEverything() {
        // Dropping the lifeline makes the launcher kill the container from inside at once; the
        // engine's kill is the guarantee for a launcher that is itself stuck.
        try {
            streams.lifeline().close();
        } catch (IOException ignored) {
            // closed already
        }
        engine.kill(id);
    }

    private ExitInfo tearDown(Long status, Runnable tidy) {
        boolean oom = false;
        long code = status == null ? -1 : status;
        Optional<Duration> used = cpu.flatMap(ContainerCpu::used);
        try {
            var state = engine.client().inspectContainerCmd(id).exec().getState();
            oom = Boolean.TRUE.equals(state.getOOMKilled());
            if (code < 0 && state.getExitCodeLong() != null) {
                code = state.getExitCodeLong();
            }
        } catch (DockerException e) {
            // gone already: the wait's status is all there is
        }
        try {
            streams.lifeline().close();
        } catch (IOException ignored) {
            // closed already
        }
        try {
            engine.remove(id);
        } finally {
            tidy.run();
        }
        return cpuLimit.exit((int) code, killedByJudge.get(), oom, used);
    }
}
