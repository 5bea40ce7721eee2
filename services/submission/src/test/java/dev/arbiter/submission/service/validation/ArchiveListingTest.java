package dev.arbiter.submission.service.validation;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A zip bomb is refused while it is being read, long before it is unpacked. */
class ArchiveListingTest {

    private static final long BUDGET = 1024 * 1024;
    private static final int READ_BUFFER = 64 * 1024;

    /** An entry that never ends (what a bomb's decompressor amounts to), counting what the listing took from it. */
    private static final class EndlessZeros extends InputStream {
        long served;

        @Override
        public int read() {
            served++;
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            served += len;
            return len;
        }
    }

    @Test
    void anEntryThatNeverEndsIsRefusedAfterReadingNoMoreThanTheUnpackBudget() {
        var listing = new ArchiveListing("bomb.zip", BUDGET, 100);
        var bomb = new EndlessZeros();

        assertThatThrownBy(() -> listing.add("main.py", false, false, bomb))
                .isInstanceOfSatisfying(UploadRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(UploadRefusal.ARCHIVE_TOO_BIG_UNPACKED))
                .hasMessageContaining(BUDGET + " bytes");
        assertThat(bomb.served).as("bytes decompressed before the refusal").isLessThanOrEqualTo(BUDGET + READ_BUFFER);
    }

    @Test
    void theBudgetIsSharedByAllEntriesSoManySmallFilesCannotAddUpToABomb() throws Exception {
        var listing = new ArchiveListing("many.zip", BUDGET, 100);
        for (int i = 0; i < 4; i++) {
            listing.add("part" + i, false, false, new ByteArrayInputStream(new byte[(int) (BUDGET / 4)]));
        }

        assertThatThrownBy(() -> listing.add("one-more", false, false, new ByteArrayInputStream(new byte[1])))
                .isInstanceOf(UploadRefusedException.class).hasMessageContaining("unpacks to more than");
    }
}
