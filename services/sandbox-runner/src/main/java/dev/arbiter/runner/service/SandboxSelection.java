package dev.arbiter.runner.service;

import dev.arbiter.judge.Judge;
import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.config.SandboxConfig;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackends;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

/**
 * Chooses the {@link Sandbox} backend by its configured name ({@link SandboxBackends}), set up as
 * {@link SandboxConfig} says, and builds the one {@link Judge} all worker slots share.
 */
@ApplicationScoped
public class SandboxSelection {

    private static final Logger LOG = Logger.getLogger(SandboxSelection.class);

    private Judge judge;

    /**
     * Creates the configured backend before any consumer takes a match, so a runner that cannot
     * isolate entries refuses to start, saying what the machine lacks.
     */
    void checkBackend(@Observes @Priority(100) StartupEvent event, Judge judge) {
        LOG.infof("Sandbox backend: %s", judge.sandbox().name());
    }

    @Produces
    @Singleton
    Judge judge(RunnerConfig config, SandboxConfig sandboxConfig) {
        Sandbox sandbox;
        try {
            sandbox = SandboxBackends.create(config.backend(), sandboxConfig);
        } catch (SandboxException e) {
            throw new IllegalStateException("arbiter.sandbox-runner.backend=" + config.backend() + " cannot run here: "
                    + e.getMessage(), e);
        }
        if (UnsandboxedBackend.NAME.equals(config.backend())) {
            LOG.warn("Sandbox backend 'none': entries run as plain processes with no isolation. Trusted code only.");
        }
        judge = new Judge(sandbox);
        return judge;
    }

    // After the consumers have drained (default priority): matches still finishing keep their lease and judge.
    void stop(@Observes @Priority(4500) ShutdownEvent event) {
        if (judge != null) {
            judge.close();
            try {
                judge.sandbox().close();
            } catch (java.io.IOException e) {
                LOG.warnf("Closing the sandbox backend: %s", e.getMessage());
            }
        }
    }
}
