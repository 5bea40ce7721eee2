package dev.arbiter.runner.service;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** By default a runner takes no more timed programs at once than it has cores. */
class WorkerSlotsTest {

    @Test
    void byDefaultEachMatchCountsTwoCoresSoATwoCoreRunnerPlaysOneMatchAtATime() {
        assertThat(WorkerSlots.resolve(0, 2, 2)).isEqualTo(1);
        assertThat(WorkerSlots.resolve(0, 2, 8)).isEqualTo(4);
        assertThat(WorkerSlots.resolve(0, 2, 5)).isEqualTo(2);
    }

    @Test
    void aSingleCoreStillPlaysOneMatch() {
        assertThat(WorkerSlots.resolve(0, 2, 1)).isEqualTo(1);
    }

    @Test
    void configuredSlotsAreTakenAsTheyAre() {
        assertThat(WorkerSlots.resolve(3, 2, 2)).isEqualTo(3);
        assertThat(WorkerSlots.resolve(0, 1, 6)).isEqualTo(6);
    }

    @Test
    void negativeSlotsOrNoCoresPerMatchAreRefused() {
        assertThatThrownBy(() -> WorkerSlots.resolve(-1, 2, 4)).hasMessageContaining("worker-slots");
        assertThatThrownBy(() -> WorkerSlots.resolve(0, 0, 4)).hasMessageContaining("cores-per-match");
    }
}
