package dev.arbiter.runner.service;

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
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArchiveExtractorTest {

    @TempDir
    Path dir;

    private final ArchiveExtractor extractor = new ArchiveExtractor(1024 * 1024);

    private static byte[] zip(String name, String content) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    private static byte[] tarGz(TarArchiveEntry entry, String content) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            byte[] data = content.getBytes(StandardCharsets.UTF_8);
            entry.setSize(entry.isSymbolicLink() ? 0 : data.length);
            tar.putArchiveEntry(entry);
            if (!entry.isSymbolicLink()) {
                tar.write(data);
            }
            tar.closeArchiveEntry();
        }
        return bytes.toByteArray();
    }

    @Test
    void aZipIsUnpackedWithItsFoldersAndItsProgramRunnable() throws Exception {
        extractor.extract(new ByteArrayInputStream(zip("bin/player", "#!/bin/sh\n")), dir);

        assertThat(dir.resolve("bin/player")).hasContent("#!/bin/sh");
        assertThat(Files.isExecutable(dir.resolve("bin/player"))).isTrue();
    }

    @Test
    void aTarGzKeepsItsModeBits() throws Exception {
        var entry = new TarArchiveEntry("data.txt");
        entry.setMode(0644);
        extractor.extract(new ByteArrayInputStream(tarGz(entry, "words")), dir);

        assertThat(dir.resolve("data.txt")).hasContent("words");
        assertThat(Files.isExecutable(dir.resolve("data.txt"))).isFalse();
    }

    @Test
    void anEntryThatWouldLandOutsideTheDirectoryIsRefused() throws Exception {
        assertThatThrownBy(() -> extractor.extract(new ByteArrayInputStream(zip("../escape", "x")), dir))
                .isInstanceOf(UnrunnableMatchException.class).hasMessageContaining("escapes");
        assertThat(dir.getParent().resolve("escape")).doesNotExist();
    }

    @Test
    void linksAndOversizedOrUnknownArchivesAreRefused() throws Exception {
        var link = new TarArchiveEntry("passwd", TarArchiveEntry.LF_SYMLINK);
        link.setLinkName("/etc/passwd");
        assertThatThrownBy(() -> extractor.extract(new ByteArrayInputStream(tarGz(link, "")), dir))
                .hasMessageContaining("link");
        assertThatThrownBy(() -> new ArchiveExtractor(3).extract(new ByteArrayInputStream(zip("big", "four")), dir))
                .hasMessageContaining("more than 3 bytes");
        assertThatThrownBy(() -> extractor.extract(new ByteArrayInputStream("plain text".getBytes(StandardCharsets.UTF_8)), dir))
                .hasMessageContaining("neither a .zip nor a .tar.gz");
    }
}
