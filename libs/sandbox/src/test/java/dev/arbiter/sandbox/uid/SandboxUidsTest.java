package dev.arbiter.sandbox.uid;

import dev.arbiter.sandbox.SandboxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.HashSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Handing out sandbox uids: one live run per uid, across runners of one host, given back when the run is gone. */
class SandboxUidsTest {

    @TempDir
    Path locks;

    private SandboxUids uids(int first, int last, Duration wait) {
        return new SandboxUids(new UidRange(first, last), locks, wait);
    }

    @Test
    void liveRunsNeverShareAUid() throws Exception {
        var uids = uids(200_000, 200_009, Duration.ZERO);
        var held = new HashSet<Integer>();
        for (int i = 0; i < 10; i++) {
            held.add(uids.lease().uid());
        }
        assertThat(held).hasSize(10).allSatisfy(uid -> assertThat(uid).isBetween(200_000, 200_009));
    }

    @Test
    void twoRunnersOfOneHostNeverHandOutTheSameUid() throws Exception {
        // Two allocators over one lock directory stand for two runner processes (file locks part them).
        var one = uids(200_000, 200_001, Duration.ZERO);
        var other = uids(200_000, 200_001, Duration.ZERO);
        int a = one.lease().uid();
        int b = other.lease().uid();
        assertThat(a).isNotEqualTo(b);
        assertThatThrownBy(other::lease).isInstanceOf(SandboxException.class);
    }

    @Test
    void exhaustionFailsClearlyAfterTheWait() throws Exception {
        var uids = uids(200_000, 200_001, Duration.ofMillis(200));
        uids.lease();
        uids.lease();
        long start = System.nanoTime();
        assertThatThrownBy(uids::lease).isInstanceOf(SandboxException.class)
                .hasMessage("all 2 sandbox uids (200000-200001) are held by live runs; waited 0 s for one:"
                        + " widen the range or run fewer entries at once");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(200));
    }

    @Test
    void aRunWaitingForAUidGetsTheOneGivenBack() throws Exception {
        var uids = uids(200_000, 200_000, Duration.ofSeconds(20));
        UidLease first = uids.lease();
        var waiting = CompletableFuture.supplyAsync(() -> {
            try {
                return uids.lease().uid();
            } catch (SandboxException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(200);
        assertThat(waiting).isNotDone();
        first.close();
        assertThat(waiting.get(10, TimeUnit.SECONDS)).isEqualTo(200_000);
    }

    @Test
    void aUidJustGivenBackIsTheLastToBeReused() throws Exception {
        var uids = uids(200_000, 200_002, Duration.ZERO);
        UidLease first = uids.lease();
        first.close();
        first.close(); // twice does nothing
        assertThat(uids.lease().uid()).isEqualTo(200_001);
        assertThat(uids.lease().uid()).isEqualTo(200_002);
        assertThat(uids.lease().uid()).isEqualTo(200_000);
    }

    @Test
    void rangesThatWouldShareAUidWithTheHostAreRefused() {
        assertThat(UidRange.parse("200000-200999")).isEqualTo(new UidRange(200_000, 200_999));
        assertThatThrownBy(() -> UidRange.parse("0-10")).hasMessageContaining("1000 or above");
        assertThatThrownBy(() -> UidRange.parse("60000-70000")).hasMessageContaining("65534");
        assertThatThrownBy(() -> UidRange.parse("200999-200000")).hasMessageContaining("empty");
        assertThatThrownBy(() -> UidRange.parse("200000")).hasMessageContaining("FIRST-LAST");
    }

    @Test
    void aMissingLockDirectoryIsMadeOwnerOnly() throws Exception {
        Path dir = locks.resolve("state/sandbox-uids");

        new SandboxUids(new UidRange(200_000, 200_001), dir, Duration.ZERO).lease();

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
    }

    @Test
    void aLockDirectoryOthersCanWriteIsRefusedSoNoOneElseCanHoldOrFreeAUid() throws Exception {
        Path dir = Files.createDirectory(locks.resolve("open"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));

        assertThatThrownBy(() -> new SandboxUids(new UidRange(200_000, 200_001), dir, Duration.ZERO).lease())
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("ARBITER_SANDBOX_UID_LOCK_DIRECTORY")
                .hasMessageContaining("chmod 700 " + dir);
        try (var files = Files.list(dir)) {
            assertThat(files).as("no uid was locked there").isEmpty();
        }
    }
}
