package dev.arbiter.runner.service;

import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.testing.HandMadeZip;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The runner unpacks an archive entry with the reader and rules the submission service checked it with, and
 * trusts none of that check: a crafted archive that reached the blob store anyway is refused here too, and
 * leaves nothing in the match's folder or on the runner's shelf of programs.
 */
class MatchWorkspaceArchiveTest {

    private static final ArchiveLimits ONE_MIB = new ArchiveLimits(1024 * 1024, 100);

    @TempDir
    Path tmp;

    @Test
    void anArchiveEntryIsUnpackedIntoItsSeatsFolderAndItsCommandResolved() throws Exception {
        try (var workspace = workspace()) {
            String digest = store(zip("bin/player", "#!/bin/sh\n"));

            List<String> command = workspace.install("p1", digest, "archive", List.of("bin/player", "--fast"));

            assertThat(command).containsExactly(workspace.directoryOf("p1").resolve("bin/player").toString(), "--fast");
            assertThat(Files.isExecutable(workspace.directoryOf("p1").resolve("bin/player"))).isTrue();
        }
    }

    @Test
    void aZipWhoseLocalHeadersHideAnEntryIsRefusedAndLeavesNothing() throws Exception {
        try (var workspace = workspace()) {
            String digest = store(new HandMadeZip().local("run.sh", "#!/bin/sh\n").local("evil.sh", "x").central(0)
                    .bytes());

            assertThatThrownBy(() -> workspace.install("p1", digest, "archive", List.of("run.sh")))
                    .isInstanceOf(UnrunnableMatchException.class).hasMessageContaining("evil.sh");
            assertThat(everythingUnder(tmp.resolve("runs"))).containsExactly("m-1-a1-", "programs");
        }
    }

    @Test
    void anEntryThatInflatesPastTheLimitIsRefusedAndLeavesNothing() throws Exception {
        try (var workspace = workspace()) {
            String digest = store(zipOfZeros(4 * 1024 * 1024));

            assertThatThrownBy(() -> workspace.install("p1", digest, "archive", List.of("zeros.bin")))
                    .isInstanceOf(UnrunnableMatchException.class).hasMessageContaining("unpacks to more than");
            assertThat(everythingUnder(tmp.resolve("runs"))).containsExactly("m-1-a1-", "programs");
        }
    }

    @Test
    void aTarEntryNamedDotIsAnUnrunnableEntryLikeAtUploadNotAnInfrastructureError() throws Exception {
        try (var workspace = workspace()) {
            String digest = store(tarGz("main.py", "print()", ".", "x"));

            // Before, writing '.' over the seat's folder failed with an I/O error: retried three times, then an
            // infrastructure error that never counted against the contestant's quota.
            assertThatThrownBy(() -> workspace.install("p1", digest, "archive", List.of("main.py")))
                    .isInstanceOf(UnrunnableMatchException.class).hasMessageContaining("a file named '.'");
            assertThat(everythingUnder(tmp.resolve("runs"))).containsExactly("m-1-a1-", "programs");
        }
    }

    private MatchWorkspace workspace() throws IOException {
        var blobs = new FileSystemBlobStore(tmp.resolve("blobs"));
        var programs = new ProgramShelf(MatchWorkspace.programsFolder(tmp.resolve("runs")), blobs, ONE_MIB);
        return new MatchWorkspace(tmp.resolve("runs"), "m-1", 1, blobs, programs, ONE_MIB);
    }

    private String store(byte[] bytes) throws IOException {
        return new FileSystemBlobStore(tmp.resolve("blobs")).store(new ByteArrayInputStream(bytes)).digest().hex();
    }

    private static byte[] tarGz(String... namesAndContents) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            for (int i = 0; i < namesAndContents.length; i += 2) {
                byte[] content = namesAndContents[i + 1].getBytes(StandardCharsets.UTF_8);
                var entry = new TarArchiveEntry(namesAndContents[i]);
                entry.setSize(content.length);
                tar.putArchiveEntry(entry);
                tar.write(content);
                tar.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** Everything under {@code dir}, a match folder's random suffix left out. */
    private static List<String> everythingUnder(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            return paths.filter(p -> !p.equals(dir)).map(p -> dir.relativize(p).toString().replaceAll("-a1-[0-9]+", "-a1-"))
                    .sorted().toList();
        }
    }

    private static byte[] zip(String name, String content) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    private static byte[] zipOfZeros(int size) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("zeros.bin"));
            zip.write(new byte[size]);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }
}
