package dev.arbiter.archive;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A zip bomb is refused while it is being read, long before it is unpacked. */
class UnpackBudgetTest {

    private static final long BUDGET = 1024 * 1024;
    private static final int READ_BUFFER = 64 * 1024;

    /** An entry that never ends (what a bomb's decompressor amounts to), counting what was taken from it. */
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
    void anEntryThatNeverEndsIsRefusedAfterReadingNoMoreThanTheBudget() {
        var budget = new UnpackBudget("bomb.zip", new ArchiveLimits(BUDGET, 100));
        var bomb = new EndlessZeros();

        assertThatThrownBy(() -> UnpackBudget.drain(budget.counted(bomb)))
                .isInstanceOfSatisfying(ArchiveRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.TOO_BIG_UNPACKED))
                .hasMessageContaining(BUDGET + " bytes");
        assertThat(bomb.served).as("bytes decompressed before the refusal").isLessThanOrEqualTo(BUDGET + READ_BUFFER);
    }

    @Test
    void theBudgetIsSharedByAllEntriesSoManySmallFilesCannotAddUpToABomb() throws Exception {
        var budget = new UnpackBudget("many.zip", new ArchiveLimits(BUDGET, 100));
        for (int i = 0; i < 4; i++) {
            UnpackBudget.drain(budget.counted(new ByteArrayInputStream(new byte[(int) (BUDGET / 4)])));
        }

        assertThatThrownBy(() -> UnpackBudget.drain(budget.counted(new ByteArrayInputStream(new byte[1]))))
                .isInstanceOf(ArchiveRefusedException.class).hasMessageContaining("unpacks to more than");
    }
}
