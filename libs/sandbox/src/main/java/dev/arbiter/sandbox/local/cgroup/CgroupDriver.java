package dev.arbiter.sandbox.local.cgroup;

import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.util.List;

/** Creates per-run cgroups with limits on one cgroup version. */
public interface CgroupDriver {

    /** For logs and error messages: "cgroup v1 (memory, cpu, cpuacct, pids)". */
    String describe();

    /** A new, empty group named {@code name} with the memory, CPU-quota and pids limits of {@code limits}. */
    RunCgroup create(String name, ResourceLimits limits) throws IOException;

    /** Groups this driver would have created whose names start with {@code prefix} (left over or live). */
    List<RunCgroup> existing(String prefix) throws IOException;
}
