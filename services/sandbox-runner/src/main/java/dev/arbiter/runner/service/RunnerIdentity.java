package dev.arbiter.runner.service;

import dev.arbiter.runner.config.RunnerConfig;
import jakarta.enterprise.context.ApplicationScoped;

import java.net.InetAddress;

/** The name this runner signs heartbeats and results with; see {@link RunnerConfig#runnerId()}. */
@ApplicationScoped
public class RunnerIdentity {

    private final String id;

    public RunnerIdentity(RunnerConfig config) {
        this.id = config.runnerId().filter(s -> !s.isBlank()).orElseGet(RunnerIdentity::hostAndPid);
    }

    private static String hostAndPid() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            host = "runner";
        }
        return host + "-" + ProcessHandle.current().pid();
    }

    public String id() {
        return id;
    }
}
