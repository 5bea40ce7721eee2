package dev.arbiter.sandbox.none;

import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs programs as plain child processes: no isolation, no limits. For debugging and for the
 * judge's own tests of protocol behaviour; the services never select it.
 */
public final class UnsandboxedBackend implements Sandbox {

    public static final String NAME = "none";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
        var builder = new ProcessBuilder(spec.command());
        if (spec.workDir() != null) {
            builder.directory(spec.workDir().toFile());
        }
        builder.environment().putAll(spec.env());
        try {
            return new ChildProcess(builder.start());
        } catch (IOException e) {
            throw new SandboxException("cannot start " + spec.command().getFirst() + ": " + e.getMessage(), e);
        }
    }

    private static final class ChildProcess implements SandboxedProcess {
        private final Process process;
        private final AtomicBoolean killed = new AtomicBoolean();
        private final CompletableFuture<ExitInfo> exit;

        ChildProcess(Process process) {
            this.process = process;
            // Descendants are collected at kill time; a plain child has no cgroup to sweep.
            this.exit = process.onExit().thenApply(p -> ExitInfo.fromWaitStatus(p.exitValue(), killed.get()));
        }

        @Override
        public OutputStream stdin() {
            return process.getOutputStream();
        }

        @Override
        public InputStream stdout() {
            return process.getInputStream();
        }

        @Override
        public InputStream stderr() {
            return process.getErrorStream();
        }

        @Override
        public CompletableFuture<ExitInfo> exit() {
            return exit;
        }

        @Override
        public void kill() {
            killed.set(true);
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }

        @Override
        public String describe() {
            return "pid " + process.pid();
        }
    }
}
