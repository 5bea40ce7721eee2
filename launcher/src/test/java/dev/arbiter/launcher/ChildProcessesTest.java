package dev.arbiter.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChildProcessesTest {

    @Test
    void aProcessLeftBehindByAStoppedChildIsEndedBeforeStopReturns() throws Exception {
        // The child exits at once on SIGTERM and leaves its own child running, as the runner leaves a sandbox
        // whose teardown has not finished: reparented away, it is no longer in the child's tree.
        Process child = new ProcessBuilder("bash", "-c", "sleep 600 & trap 'exit 0' TERM; wait").start();
        List<ProcessHandle> grandchildren = List.of();
        for (int i = 0; i < 600 && grandchildren.isEmpty(); i++) {
            grandchildren = child.descendants().toList();
            Thread.sleep(50);
        }
        assertThat(grandchildren).as("the child started its sleep").hasSize(1);

        ChildProcesses.stop(child, Duration.ofSeconds(30));

        assertThat(child.isAlive()).isFalse();
        assertThat(grandchildren.getFirst().isAlive()).as("what the child left running").isFalse();
    }

    @Test
    void aChildThatIgnoresSigtermIsKilledAfterItsGrace() throws Exception {
        Process child = new ProcessBuilder("bash", "-c", "trap '' TERM; sleep 600 & wait").start();
        while (child.descendants().findAny().isEmpty()) {
            Thread.sleep(50);
        }
        var sleeper = child.descendants().toList();

        ChildProcesses.stop(child, Duration.ofMillis(300));

        assertThat(child.isAlive()).isFalse();
        assertThat(sleeper).noneMatch(ProcessHandle::isAlive);
    }
}
