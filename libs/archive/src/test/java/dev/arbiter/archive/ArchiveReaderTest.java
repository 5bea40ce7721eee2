package dev.arbiter.archive;

import dev.arbiter.testing.HandMadeZip;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArchiveReaderTest {

    private static final ArchiveLimits LIMITS = new ArchiveLimits(1024 * 1024, 100);

    @TempDir
    Path tmp;

    @Test
    void aZipIsUnpackedWithItsFoldersAndModes() throws Exception {
        Path zip = write("ok.zip", zip("bin/player", "#!/bin/sh\n", "data/words.txt", "a b c"));
        Path into = Files.createDirectory(tmp.resolve("out"));

        ArchiveReader.open(zip, "ok.zip", LIMITS).extractTo(into);

        assertThat(into.resolve("bin/player")).hasContent("#!/bin/sh");
        assertThat(into.resolve("data/words.txt")).hasContent("a b c");
    }

    @Test
    void aTarGzKeepsItsModeBits() throws Exception {
        Path tar = write("ok.tar.gz", tarGz(file("run.sh", 0755, "#!/bin/sh\n"), file("notes.txt", 0644, "hi")));
        Path into = Files.createDirectory(tmp.resolve("out"));

        ArchiveReader.open(tar, "ok.tar.gz", LIMITS).extractTo(into);

        assertThat(Files.isExecutable(into.resolve("run.sh"))).isTrue();
        assertThat(Files.isExecutable(into.resolve("notes.txt"))).isFalse();
    }

    @Test
    void aZipWhoseLocalHeadersHideAnEntryFromTheCentralDirectoryIsRefusedAndLeavesNothing() throws Exception {
        // A streaming reader would unpack run.sh and the hidden evil.sh; the central directory shows only run.sh.
        byte[] bytes = new HandMadeZip().local("run.sh", "#!/bin/sh\n").local("evil.sh", "rm -rf ~\n")
                .central(0).bytes();
        Path zip = write("hidden.zip", bytes);
        Path into = Files.createDirectory(tmp.resolve("out"));

        assertThatThrownBy(() -> ArchiveReader.open(zip, "hidden.zip", LIMITS).extractTo(into))
                .isInstanceOfSatisfying(ArchiveRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.HEADERS_DISAGREE))
                .hasMessageContaining("evil.sh");
        assertThat(listing(into)).isEmpty();
    }

    @Test
    void aZipWhoseCentralDirectoryRenamesALocalEntryIsRefused() throws Exception {
        byte[] bytes = new HandMadeZip().local("notes.txt", "#!/bin/sh\n").central(0, "run.sh").bytes();

        assertThatThrownBy(() -> names(write("renamed.zip", bytes)))
                .isInstanceOfSatisfying(ArchiveRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.HEADERS_DISAGREE));
    }

    @Test
    void aCentralEntryWithoutItsOwnLocalHeaderIsRefused() throws Exception {
        // Two central entries point at the same local header: one of them has no data of its own.
        byte[] bytes = new HandMadeZip().local("run.sh", "x").central(0).central(0, "twin.sh").bytes();

        assertThatThrownBy(() -> names(write("twin.zip", bytes)))
                .isInstanceOfSatisfying(ArchiveRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.HEADERS_DISAGREE));
    }

    @Test
    void aConsistentHandMadeZipIsRead() throws Exception {
        byte[] bytes = new HandMadeZip().local("a.txt", "A").local("b.txt", "B").central(0).central(1).bytes();

        assertThat(names(write("fine.zip", bytes))).containsExactly("a.txt", "b.txt");
    }

    @Test
    void anEntryThatInflatesPastTheLimitStopsWhileBeingWrittenAndLeavesNothing() throws Exception {
        Path zip = write("bomb.zip", zip("small.txt", "fine", "zeros.bin", "\0".repeat(4 * 1024 * 1024)));
        Path into = Files.createDirectory(tmp.resolve("out"));

        assertThatThrownBy(() -> ArchiveReader.open(zip, "bomb.zip", LIMITS).extractTo(into))
                .isInstanceOfSatisfying(ArchiveRefusedException.class,
                        e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.TOO_BIG_UNPACKED))
                .hasMessageContaining("more than 1048576 bytes");
        assertThat(listing(into)).isEmpty();
    }

    @Test
    void tooManyEntriesAreRefused() throws Exception {
        Path zip = write("many.zip", zip("a", "1", "b", "2", "c", "3"));

        assertThatThrownBy(() -> ArchiveReader.open(zip, "many.zip", new ArchiveLimits(1024, 2)).forEach((e, c) -> {
        })).isInstanceOfSatisfying(ArchiveRefusedException.class,
                e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.TOO_MANY_ENTRIES));
    }

    @Test
    void pathsThatLeaveTheArchiveAreRefused() throws Exception {
        for (String name : List.of("../escape", "/etc/cron.d/x", "C:/x", "a/../../b", "..\\win")) {
            Path zip = write("bad.zip", zip(name, "x"));
            assertThatThrownBy(() -> names(zip)).as(name)
                    .isInstanceOfSatisfying(ArchiveRefusedException.class,
                            e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.UNSAFE_PATH));
        }
        assertThat(tmp.getParent().resolve("escape")).doesNotExist();
    }

    @Test
    void linksAndSpecialFilesAreRefused() throws Exception {
        var link = new TarArchiveEntry("passwd", TarArchiveEntry.LF_SYMLINK);
        link.setLinkName("/etc/passwd");
        var fifo = new TarArchiveEntry("pipe", TarArchiveEntry.LF_FIFO);
        for (TarArchiveEntry special : List.of(link, fifo)) {
            Path tar = write("special.tar.gz", tarGz(new Entry(special, "")));
            assertThatThrownBy(() -> names(tar)).isInstanceOfSatisfying(ArchiveRefusedException.class,
                    e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.LINK_OR_SPECIAL));
        }
    }

    @Test
    void aTarFileEntryNamedDotIsRefusedByTheCheckAndLeavesNothingWhenUnpacked() throws Exception {
        for (String dot : List.of(".", "./.")) {
            var header = new TarArchiveEntry(dot);
            header.setMode(0644);
            Path tar = write("dot.tar.gz", tarGz(file("main.py", 0644, "print()"), new Entry(header, "x")));

            assertThatThrownBy(() -> names(tar)).as(dot).isInstanceOfSatisfying(ArchiveRefusedException.class, e -> {
                assertThat(e.reason()).isEqualTo(ArchiveRefusal.UNSAFE_PATH);
                assertThat(e.getMessage()).contains("dot.tar.gz", "named '.'", "top folder");
            });
            Path into = Files.createDirectories(tmp.resolve("into-dot"));
            assertThatThrownBy(() -> ArchiveReader.open(tar, "dot.tar.gz", LIMITS).extractTo(into))
                    .isInstanceOf(ArchiveRefusedException.class);
            assertThat(listing(into)).isEmpty();
        }
    }

    @Test
    void aTarOfAFolderItselfWithItsDotSlashEntryUnpacks() throws Exception {
        Path tar = write("top.tar.gz", tarGz(new Entry(new TarArchiveEntry("./"), ""), file("./main.py", 0644, "print()"),
                file("./lib/./util.py", 0644, "x = 1")));

        assertThat(names(tar)).containsExactly("", "main.py", "lib/util.py");
        Path into = Files.createDirectories(tmp.resolve("into-top"));
        ArchiveReader.open(tar, "top.tar.gz", LIMITS).extractTo(into);
        assertThat(into.resolve("lib/util.py")).hasContent("x = 1");
    }

    @Test
    void aPathThatIsBothAFileAndAFolderIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path fileThenInside = write("clash.tar.gz", tarGz(file("a", 0644, "x"), file("a/b", 0644, "y")));
        Path folderThenFile = write("clash2.tar.gz", tarGz(new Entry(new TarArchiveEntry("x/"), ""), file("x", 0644, "z")));
        Path insideThenFile = write("clash3.zip", zip("p/q.txt", "1", "p", "2"));

        for (Path archive : List.of(fileThenInside, folderThenFile, insideThenFile)) {
            assertThatThrownBy(() -> names(archive)).as(archive.getFileName().toString())
                    .isInstanceOfSatisfying(ArchiveRefusedException.class, e -> {
                        assertThat(e.reason()).isEqualTo(ArchiveRefusal.UNSAFE_PATH);
                        assertThat(e.getMessage()).contains("file or a folder, not both");
                    });
        }
    }

    @Test
    void tarEntriesClimbingOutAbsoluteOrLinkingOutAreRefused() throws Exception {
        var hardLink = new TarArchiveEntry("shadow", TarArchiveEntry.LF_LINK);
        hardLink.setLinkName("/etc/shadow");
        for (Entry bad : List.of(file("..", 0644, "x"), file("../up", 0644, "x"),
                new Entry(new TarArchiveEntry("/etc/passwd", true), "x"), new Entry(hardLink, ""))) {
            Path tar = write("bad.tar.gz", tarGz(bad));
            assertThatThrownBy(() -> names(tar)).as(bad.header().getName())
                    .isInstanceOfSatisfying(ArchiveRefusedException.class, e -> assertThat(e.reason())
                            .isIn(ArchiveRefusal.UNSAFE_PATH, ArchiveRefusal.LINK_OR_SPECIAL));
        }
    }

    @Test
    void aNameLongerThanAFileSystemTakesIsRefused() throws Exception {
        Path tar = write("long.tar.gz", tarGz(file("a".repeat(256), 0644, "x")));

        assertThatThrownBy(() -> names(tar)).isInstanceOfSatisfying(ArchiveRefusedException.class,
                e -> assertThat(e.getMessage()).contains("longer than 255 bytes"));
    }

    @Test
    void aFileThatIsNeitherFormatOrIsTruncatedIsRefusedByName() throws Exception {
        assertThatThrownBy(() -> ArchiveReader.open(write("plain.txt", "plain text".getBytes(StandardCharsets.UTF_8)),
                "plain.txt", LIMITS)).isInstanceOfSatisfying(ArchiveRefusedException.class,
                e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.NOT_AN_ARCHIVE));
        byte[] whole = zip("a.txt", "content");
        Path cut = write("cut.zip", java.util.Arrays.copyOf(whole, whole.length / 2));
        assertThatThrownBy(() -> names(cut)).isInstanceOfSatisfying(ArchiveRefusedException.class,
                e -> assertThat(e.reason()).isEqualTo(ArchiveRefusal.UNREADABLE));
    }

    @Test
    void theHeadOfOneFileIsReadWithoutUnpacking() throws Exception {
        Path tar = write("ok.tar.gz", tarGz(file("notes.txt", 0644, "hello"), file("bin/run", 0755, "\u007fELF....")));

        assertThat(ArchiveReader.open(tar, "ok.tar.gz", LIMITS).head("bin/run", 4)).hasValueSatisfying(
                bytes -> assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).isEqualTo("\u007fELF"));
        assertThat(ArchiveReader.open(tar, "ok.tar.gz", LIMITS).head("missing", 4)).isEmpty();
    }

    private List<String> names(Path archive) throws IOException {
        List<String> names = new ArrayList<>();
        ArchiveReader.open(archive, archive.getFileName().toString(), LIMITS).forEach((e, c) -> names.add(e.name()));
        return names;
    }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(tmp.resolve(name), bytes);
    }

    private static List<Path> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.toList();
        }
    }

    private static byte[] zip(String... namesAndContents) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndContents.length; i += 2) {
                zip.putNextEntry(new ZipEntry(namesAndContents[i]));
                zip.write(namesAndContents[i + 1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private record Entry(TarArchiveEntry header, String content) {
    }

    private static Entry file(String name, int mode, String content) {
        var header = new TarArchiveEntry(name);
        header.setMode(mode);
        return new Entry(header, content);
    }

    private static byte[] tarGz(Entry... entries) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Entry entry : entries) {
                byte[] data = entry.content().getBytes(StandardCharsets.ISO_8859_1);
                boolean hasData = entry.header().isFile();
                entry.header().setSize(hasData ? data.length : 0);
                tar.putArchiveEntry(entry.header());
                if (hasData) {
                    tar.write(data);
                }
                tar.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }
}
