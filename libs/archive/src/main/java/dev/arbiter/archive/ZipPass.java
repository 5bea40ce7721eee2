package dev.arbiter.archive;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;

/**
 * Reads a zip so that its two indexes must agree. A zip names its entries twice: a local header before each
 * entry's data, and the central directory at the end. Readers that follow the central directory (unzip,
 * Java's ZipFile) and readers that stream the local headers can be shown different files by one crafted
 * archive, so a check done with one and an extraction done with the other is no check at all. Here the
 * central directory is the truth, the data is streamed once through the local headers, and each local entry
 * must be the next central entry with the same name, size and CRC; an entry only one index knows is refused.
 */
final class ZipPass {

    private ZipPass() {
    }

    static void read(Path file, String archiveName, UnpackBudget budget, EntryVisitor visitor) throws IOException {
        List<ZipArchiveEntry> central = centralDirectory(file, archiveName);
        try (var local = new ZipArchiveInputStream(new BufferedInputStream(Files.newInputStream(file)), "UTF8", true,
                true)) {
            int index = 0;
            ZipArchiveEntry streamed;
            while ((streamed = local.getNextEntry()) != null) {
                if (index == central.size()) {
                    throw disagree(archiveName, streamed.getName() + " has a local header but is not in the central"
                            + " directory");
                }
                ZipArchiveEntry listed = central.get(index++);
                if (!listed.getName().equals(streamed.getName())) {
                    throw disagree(archiveName, "the central directory names " + listed.getName()
                            + " where the local header names " + streamed.getName());
                }
                budget.countEntry();
                String name = EntryNames.safe(archiveName, listed.getName());
                if (listed.isUnixSymlink()) {
                    throw EntryNames.linkOrSpecial(archiveName, listed.getName());
                }
                if (!local.canReadEntryData(streamed)) {
                    throw new ArchiveRefusedException(ArchiveRefusal.UNREADABLE, archiveName + ": " + listed.getName()
                            + " is encrypted or compressed with a method this platform cannot read; use plain deflate.");
                }
                // The bytes handed out are checked against the central directory's size and CRC, not the local
                // header's (a data descriptor may only say them after the data).
                var crc = new CRC32();
                var content = new CountingCheckedStream(budget.counted(local), crc);
                var entry = new ArchiveEntry(name, listed.isDirectory(), executable(listed));
                VisitorFailure.visit(visitor, entry, entry.directory() ? InputStream.nullInputStream() : content);
                UnpackBudget.drain(content);
                if (content.count() != listed.getSize() || crc.getValue() != listed.getCrc()) {
                    throw disagree(archiveName, listed.getName() + " has other content than the central directory"
                            + " says");
                }
            }
            if (index != central.size()) {
                throw disagree(archiveName, central.get(index).getName() + " is in the central directory but has no"
                        + " local header");
            }
        } catch (ArchiveRefusedException e) {
            throw e;
        } catch (VisitorFailure e) {
            throw e.unwrap();
        } catch (IOException | RuntimeException e) {
            throw unreadable(archiveName, e);
        }
    }

    private static List<ZipArchiveEntry> centralDirectory(Path file, String archiveName) throws ArchiveRefusedException {
        try (ZipFile zip = ZipFile.builder().setPath(file).get()) {
            return Collections.list(zip.getEntriesInPhysicalOrder());
        } catch (IOException | RuntimeException e) {
            throw unreadable(archiveName, e);
        }
    }

    /** Archives made on Windows carry no mode bits: every file counts as runnable then. */
    private static boolean executable(ZipArchiveEntry entry) {
        int mode = entry.getUnixMode();
        return mode == 0 || (mode & 0111) != 0;
    }

    private static ArchiveRefusedException disagree(String archiveName, String what) {
        return new ArchiveRefusedException(ArchiveRefusal.HEADERS_DISAGREE, archiveName + " is not a consistent zip: "
                + what + ". Create the archive again with an ordinary zip tool.");
    }

    private static ArchiveRefusedException unreadable(String archiveName, Exception cause) {
        return new ArchiveRefusedException(ArchiveRefusal.UNREADABLE, archiveName
                + " looks like a zip archive but cannot be read: " + cause.getMessage(), cause);
    }

    /** The entry's bytes with their CRC and count, as they were handed to the visitor. */
    private static final class CountingCheckedStream extends CheckedInputStream {

        private long count;

        CountingCheckedStream(InputStream in, CRC32 crc) {
            super(in, crc);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        long count() {
            return count;
        }

        @Override
        public void close() {
            // The archive's stream outlives its entries.
        }
    }
}
