package dev.arbiter.sandbox.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Ulimit;
import com.github.dockerjava.api.model.Volume;
import dev.arbiter.sandbox.EntryHosts;
import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ResourceLimits;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The engine's create request for one entry: the same confinement the local backend gives (no
 * network but loopback, read-only root, private size-capped /tmp and /dev/shm, no capabilities, no
 * privilege gain, an unprivileged uid of the run's own, memory without swap, CPU quota, pids, CPU-time, open-files and
 * file-size limits), the entry's own files read-only at their own paths, and the run's private stdio
 * directory. The entrypoint is always the image's {@code arbiter-stdio} launcher, waiting for its go
 * message.
 */
final class ContainerRequest {

    private ContainerRequest() {
    }

    /**
     * @param name       the container's name (unique per backend instance)
     * @param labels     what residue checks and the dead-runner sweep find it by
     * @param stdioDir   the run's private directory on the host, holding the stdio FIFOs
     * @param entryPaths the entry's own files
     * @param uid        the run's own uid, also its gid
     * @param run        null: the launcher waits for the go message; else the run to start at once
     *                   (an image whose launcher cannot wait)
     * @param hold       for a Windows spare, the launcher's arguments that hold its entry's process ready
     */
    static CreateContainerCmd build(DockerClient docker, DockerBackendConfig config, boolean wine, ResourceLimits limits,
                                    String name, Map<String, String> labels, Path stdioDir, List<Path> entryPaths,
                                    String workDir, int uid, LaunchPlan run, List<String> hold) {
        var binds = new ArrayList<Bind>();
        for (Path path : entryPaths) {
            binds.add(new Bind(path.toString(), new Volume(path.toString()), AccessMode.ro));
        }
        binds.add(new Bind(stdioDir.toString(), new Volume(DockerBackendConfig.STDIO_DIR), AccessMode.ro));
        // "localhost" must name the container's own loopback (an RDDL planner connects to it).
        binds.add(new Bind(EntryHosts.file().toString(), new Volume("/etc/hosts"), AccessMode.ro));
        binds.add(new Bind(EntryHosts.passwd(uid, uid).toString(), new Volume("/etc/passwd"), AccessMode.ro));
        binds.add(new Bind(EntryHosts.group(uid).toString(), new Volume("/etc/group"), AccessMode.ro));
        String tmpfs = "rw,nosuid,nodev,size=" + limits.tmpBytes() + ",mode=1777";
        var host = HostConfig.newHostConfig()
                .withNetworkMode("none")
                .withReadonlyRootfs(true)
                .withCapDrop(Capability.ALL)
                .withSecurityOpts(List.of("no-new-privileges"))
                .withMemory(limits.memoryBytes())
                .withMemorySwap(limits.memoryBytes())
                .withNanoCPUs(Math.round(limits.cpus() * 1e9))
                .withPidsLimit((long) limits.pids())
                .withUlimits(ulimits(limits))
                .withTmpFs(Map.of("/tmp", tmpfs))
                .withShmSize(limits.tmpBytes())
                .withBinds(binds)
                .withAutoRemove(false);
        if (config.cpuset() != null) {
            host.withCpusetCpus(config.cpuset());
        }
        // The launcher waits for the go message (the run's directory, environment and command), so
        // nothing of one run is in the container: it can be made before the run is due.
        var args = new ArrayList<String>(List.of("--go", DockerBackendConfig.STDIO_DIR));
        if (wine) {
            args.add("--prestart");
            args.addAll(config.wine().prestart());
            args.add("--");
            args.addAll(hold); // the image has arbiter-winstart.exe at HeldStarts.WINSTART_IN_SANDBOX
        }
        Map<String, String> baseEnv = wine ? config.wine().env() : Map.of();
        if (run != null) {
            // An image whose launcher cannot wait: the run's command and environment, started at once.
            args = new ArrayList<>(List.of(DockerBackendConfig.STDIO_DIR));
            args.addAll(run.command());
            baseEnv = run.env();
        }
        var env = EntryView.environment(baseEnv).entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).toList();
        return docker.createContainerCmd(wine ? config.wineImage() : config.linuxImage())
                .withName(name)
                .withEntrypoint(DockerBackendConfig.LAUNCHER)
                .withCmd(args)
                .withUser(uid + ":" + uid)
                .withWorkingDir(workDir)
                .withEnv(env)
                .withLabels(labels)
                .withNetworkDisabled(true)
                .withHostConfig(host);
    }

    /**
     * CPU time: soft at the limit (SIGXCPU, which the launcher reports as such), hard a second later
     * (SIGKILL for an entry that catches SIGXCPU); the backend's CPU watch covers the container as a
     * whole. No core dumps: core_pattern may hand them to a host program.
     */
    private static List<Ulimit> ulimits(ResourceLimits limits) {
        long cpuSeconds = (limits.cpuTime().toMillis() + 999) / 1000;
        return List.of(new Ulimit("cpu", cpuSeconds, cpuSeconds + 1),
                new Ulimit("nofile", (long) limits.openFiles(), (long) limits.openFiles()),
                new Ulimit("fsize", limits.fileSizeBytes(), limits.fileSizeBytes()),
                new Ulimit("core", 0L, 0L));
    }
}
