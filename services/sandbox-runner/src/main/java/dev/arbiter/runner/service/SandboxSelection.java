package dev.arbiter.runner.service;

import dev.arbiter.judge.Judge;
import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.local.LocalBackendUnavailable;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Chooses the {@link Sandbox} backend by its configured name and builds the one {@link Judge} all worker
 * slots share. A new backend (local, docker) slots in with one line in {@link #BACKENDS}.
 */
@ApplicationScoped
public class SandboxSelection {

    private static final Logger LOG = Logger.getLogger(SandboxSelection.class);

    /** The backends this build contains, by the name config selects them with. */
    static final Map<String, Supplier<Sandbox>> BACKENDS = new TreeMap<>(Map.of(
            UnsandboxedBackend.NAME, UnsandboxedBackend::new,
            LocalBackend.NAME, SandboxSelection::localBackend));

    /** The local backend, or a refusal to start that says what the machine lacks (bwrap, cgroups, root …). */
    private static Sandbox localBackend() {
        try {
            return LocalBackend.create();
        } catch (LocalBackendUnavailable e) {
            throw new IllegalStateException("arbiter.sandbox-runner.backend=local cannot run here: " + e.getMessage(), e);
        }
    }

    private Judge judge;

    /** Refuses to start with a backend this build lacks, before any consumer takes a match it could not play. */
    void checkBackend(@Observes @Priority(100) StartupEvent event, RunnerConfig config) {
        backend(config);
    }

    private static Supplier<Sandbox> backend(RunnerConfig config) {
        Supplier<Sandbox> backend = BACKENDS.get(config.backend());
        if (backend == null) {
            throw new IllegalStateException("arbiter.sandbox-runner.backend=" + config.backend()
                    + " is not available in this build; available: " + String.join(", ", BACKENDS.keySet()));
        }
        return backend;
    }

    @Produces
    @Singleton
    Judge judge(RunnerConfig config) {
        Supplier<Sandbox> backend = backend(config);
        if (UnsandboxedBackend.NAME.equals(config.backend())) {
            LOG.warn("Sandbox backend 'none': entries run as plain processes with no isolation. Trusted code only.");
        }
        judge = new Judge(backend.get());
        return judge;
    }

    // After the consumers have drained (default priority): matches still finishing keep their lease and judge.
    void stop(@Observes @Priority(4500) ShutdownEvent event) {
        if (judge != null) {
            judge.close();
        }
    }
}
