package dev.arbiter.archive;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a gzip-compressed tar in one pass; tar has a single index (its headers), so there is nothing to compare. */
final class TarGzPass {

    private static final int HEADER_BLOCK = 512;

    private TarGzPass() {
    }

    static void read(Path file, String archiveName, UnpackBudget budget, EntryVisitor visitor) throws IOException {
        try (var tar = new TarArchiveInputStream(new GzipCompressorInputStream(new BufferedInputStream(
                Files.newInputStream(file))))) {
            TarArchiveEntry header;
            while ((header = tar.getNextEntry()) != null) {
                budget.countEntry();
                budget.countBytes(HEADER_BLOCK);
                String name = EntryNames.safe(archiveName, header.getName());
                if (header.isSymbolicLink() || header.isLink() || header.isCharacterDevice() || header.isBlockDevice()
                        || header.isFIFO()) {
                    throw EntryNames.linkOrSpecial(archiveName, header.getName());
                }
                InputStream content = budget.counted(tar);
                var entry = new ArchiveEntry(name, header.isDirectory(), (header.getMode() & 0111) != 0);
                VisitorFailure.visit(visitor, entry, entry.directory() ? InputStream.nullInputStream() : content);
                UnpackBudget.drain(content);
            }
        } catch (ArchiveRefusedException e) {
            throw e;
        } catch (VisitorFailure e) {
            throw e.unwrap();
        } catch (IOException | RuntimeException e) {
            throw new ArchiveRefusedException(ArchiveRefusal.UNREADABLE, archiveName
                    + " is gzip-compressed but not a readable tar archive: " + e.getMessage(), e);
        }
    }
}
