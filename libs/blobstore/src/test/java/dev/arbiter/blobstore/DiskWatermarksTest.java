package dev.arbiter.blobstore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Where free space stands against the two watermarks, and what people are told. */
class DiskWatermarksTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void belowTheFirstWatermarkLaddersAndUploadsStopAndBelowTheSecondEverything() {
        var free = new AtomicLong(5000 * MIB);
        var marks = new DiskWatermarks(2048 * MIB, 512 * MIB, free::get);
        assertThat(marks.level()).isEqualTo(DiskWatermarks.Level.PLENTY);
        assertThat(marks.explanation()).isNull();

        marks.pretendFree(1000 * MIB);
        assertThat(marks.level()).isEqualTo(DiskWatermarks.Level.LOW);
        assertThat(marks.explanation()).contains("1000 MiB free", "2048 MiB", "validation and official rounds still run");

        marks.pretendFree(100 * MIB);
        assertThat(marks.level()).isEqualTo(DiskWatermarks.Level.CRITICAL);
        assertThat(marks.explanation()).contains("no match is played");

        marks.pretendFree(null);
        assertThat(marks.level()).as("resumes once space is back").isEqualTo(DiskWatermarks.Level.PLENTY);
    }

    @Test
    void aStoreWithoutALocalDiskIsNeverPaused() {
        var marks = new DiskWatermarks(2048 * MIB, 512 * MIB, () -> -1);
        assertThat(marks.free()).isEmpty();
        assertThat(marks.level()).isEqualTo(DiskWatermarks.Level.PLENTY);
    }

    @Test
    void aDirectoryStoreReportsTheFreeSpaceOfItsDisk(@TempDir Path dir) throws Exception {
        var store = new FileSystemBlobStore(dir);
        assertThat(store.usableSpace()).isPresent();
        assertThat(store.usableSpace().getAsLong()).isPositive();
        assertThat(new DiskWatermarks(store, 0, 0).level()).isEqualTo(DiskWatermarks.Level.PLENTY);
    }

    @Test
    void aSecondWatermarkAboveTheFirstIsRefused() {
        assertThatThrownBy(() -> new DiskWatermarks(512 * MIB, 2048 * MIB, () -> 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("between 0 and");
    }
}
