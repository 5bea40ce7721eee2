package dev.arbiter.blobstore;

import dev.arbiter.hostdirs.UnsafeDirectoryException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FileSystemBlobStoreTest {

    /** sha256("hello\n"), as printed by sha256sum. */
    private static final String HELLO_SHA256 = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03";

    @TempDir
    Path dir;

    private static InputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aBlobIsNamedByTheSha256OfItsBytesAndReadsBackUnchanged() throws IOException {
        var store = new FileSystemBlobStore(dir);

        Digest digest = store.put(bytes("hello\n"));

        assertThat(digest.hex()).isEqualTo(HELLO_SHA256);
        assertThat(store.exists(digest)).isTrue();
        assertThat(store.size(digest)).isEqualTo(6);
        try (InputStream in = store.open(digest)) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("hello\n");
        }
    }

    @Test
    void whatRootStoresInAStoreSomeoneElseOwnsBelongsToThatOwner() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue("root".equals(System.getProperty("user.name")),
                "only root can write into another user's store");
        Path shared = dir.resolve("blobs");
        Files.createDirectories(shared);
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwx------"));
        var nobody = shared.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(shared, nobody);
        var store = new FileSystemBlobStore(shared);

        Digest digest = store.put(bytes("hello\n"));

        Path blob = store.pathOf(digest);
        assertThat(Files.getOwner(blob)).as("the blob (0600) must be readable by the store's owner").isEqualTo(nobody);
        assertThat(Files.getOwner(blob.getParent())).as("a shard directory root made").isEqualTo(nobody);
        assertThat(Files.getOwner(blob.getParent().getParent())).isEqualTo(nobody);
        assertThat(Files.getOwner(shared.resolve("tmp"))).isEqualTo(nobody);
    }

    @Test
    void aNewStoreDirectoryIsMadeOwnerOnly() throws IOException {
        Path root = dir.resolve("state/blobs");

        new FileSystemBlobStore(root).put(bytes("hello\n"));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(root))).isEqualTo("rwx------");
    }

    @Test
    void aStoreDirectoryOtherUsersCanReadIsRefusedBeforeAnythingIsStored() throws IOException {
        Path root = Files.createDirectory(dir.resolve("open"));
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThatThrownBy(() -> new FileSystemBlobStore(root))
                .isInstanceOf(UnsafeDirectoryException.class)
                .hasMessageContaining("chmod 700 " + root);
        try (Stream<Path> files = Files.list(root)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void aStoreDirectoryAnotherAccountOwnsIsRefusedUnlessThisProcessIsRoot() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
                "root may use a store another account owns (the runner shares the services' store)");
        assertThatThrownBy(() -> new FileSystemBlobStore(Path.of("/")))
                .isInstanceOf(UnsafeDirectoryException.class).hasMessageContaining("belongs to root");
    }

    @Test
    void storingTheSameBytesTwiceKeepsOneFileAndLeavesNoTemporaryFiles() throws IOException {
        var store = new FileSystemBlobStore(dir);

        Digest first = store.put(bytes("same"));
        Digest second = store.put(bytes("same"));

        assertThat(second).isEqualTo(first);
        try (Stream<Path> files = Files.walk(dir)) {
            // The blob's lock stripe (locks/) is no copy of its bytes.
            assertThat(files.filter(Files::isRegularFile).filter(p -> !p.startsWith(dir.resolve("locks"))).toList())
                    .containsExactly(store.pathOf(first));
        }
    }

    @Test
    void concurrentWritersOfTheSameContentAllSucceed() throws Exception {
        var store = new FileSystemBlobStore(dir);
        byte[] big = new byte[1 << 20];
        new java.util.Random(7).nextBytes(big);
        List<Callable<Digest>> writers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            writers.add(() -> store.put(new ByteArrayInputStream(big)));
        }

        List<Digest> digests = new ArrayList<>();
        try (var pool = Executors.newFixedThreadPool(4)) {
            for (Future<Digest> f : pool.invokeAll(writers)) {
                digests.add(f.get());
            }
        }

        assertThat(digests).containsOnly(digests.getFirst());
        assertThat(store.size(digests.getFirst())).isEqualTo(big.length);
    }

    @Test
    void aMissingBlobIsReportedByItsDigest() throws IOException {
        var store = new FileSystemBlobStore(dir);
        Digest absent = Digest.parse(HELLO_SHA256);

        assertThat(store.exists(absent)).isFalse();
        assertThatThrownBy(() -> store.open(absent)).isInstanceOf(BlobNotFoundException.class).hasMessageContaining(HELLO_SHA256);
        assertThatThrownBy(() -> store.size(absent)).isInstanceOf(BlobNotFoundException.class);
    }

    @Test
    void aDigestThatCouldNameAnotherPathIsRefused() {
        assertThatThrownBy(() -> Digest.parse("../../etc/passwd")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Digest(HELLO_SHA256.toUpperCase())).isInstanceOf(IllegalArgumentException.class);
        assertThat(Digest.parse("sha256:" + HELLO_SHA256.toUpperCase()).hex()).isEqualTo(HELLO_SHA256);
    }

    @Test
    void aStoreOpenedFromAFileLocationSharesBlobsWithAnotherInstanceOnTheSameDirectory() throws IOException {
        BlobStore writer = BlobStores.open(dir.toString());
        BlobStore reader = BlobStores.open(dir.toUri().toString());

        Digest digest = writer.put(bytes("hello\n"));

        assertThat(reader.exists(digest)).isTrue();
        assertThat(writer).isInstanceOf(FileSystemBlobStore.class);
    }

    @Test
    void aBlobWhoseBytesChangedOnDiskIsRefusedWhenReadNotHandedOut() throws IOException {
        var store = new FileSystemBlobStore(dir);
        Digest digest = store.put(bytes("hello\n"));
        Files.writeString(store.pathOf(digest), "jello\n");
        Path target = dir.resolve("copied");

        assertThatThrownBy(() -> store.copyTo(digest, target))
                .isInstanceOf(BlobCorruptedException.class)
                .hasMessageContaining(digest.hex())
                .hasMessageContaining("corrupt");
        assertThat(target).as("none of the altered bytes are left to run").doesNotExist();
        try (InputStream in = store.open(digest)) {
            assertThatThrownBy(in::readAllBytes).isInstanceOf(BlobCorruptedException.class);
        }
    }

    @Test
    void anIntactBlobReadsToItsEndWithoutComplaint() throws IOException {
        var store = new FileSystemBlobStore(dir);
        Digest digest = store.put(bytes("hello\n"));
        try (InputStream in = store.open(digest)) {
            assertThat(in.skip(2)).isEqualTo(2);
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("llo\n");
            assertThat(in.read()).isEqualTo(-1);
        }
    }
}
