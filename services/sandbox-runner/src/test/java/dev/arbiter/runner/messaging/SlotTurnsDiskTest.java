package dev.arbiter.runner.messaging;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.messaging.Admission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** A runner takes no match while the disk is under the second watermark, and takes them again above it. */
class SlotTurnsDiskTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void noTurnIsGrantedWhileTheDiskIsFullAndTurnsResumeWhenSpaceIsBack(@TempDir Path dir) throws Exception {
        var disk = new DiskWatermarks(new FileSystemBlobStore(dir), 2048 * MIB, 512 * MIB);
        var turns = new SlotTurns(2, disk);

        disk.pretendFree(100 * MIB);
        try (Admission.Turn priority = turns.priority().request(); Admission.Turn bulk = turns.bulk().request()) {
            assertThat(priority.await(Duration.ofMillis(300))).as("not even validation or official matches").isFalse();
            assertThat(bulk.await(Duration.ofMillis(300))).isFalse();
        }

        disk.pretendFree(1024 * MIB); // under the first watermark only: the scheduler pauses ladders, runners play on
        try (Admission.Turn priority = turns.priority().request()) {
            assertThat(priority.await(Duration.ofMillis(300))).isTrue();
            assertThat(turns.busy()).isEqualTo(1);
        }

        disk.pretendFree(100 * MIB);
        Admission.Turn waiting = turns.bulk().request();
        Thread freed = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            disk.pretendFree(null);
        });
        freed.start();
        assertThat(waiting.await(Duration.ofSeconds(5))).as("a waiting request is granted once space is back").isTrue();
        waiting.close();
        freed.join();
    }
}
