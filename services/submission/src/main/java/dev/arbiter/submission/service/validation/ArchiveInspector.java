package dev.arbiter.submission.service.validation;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;

/**
 * Checks .zip and .tar.gz uploads (with commons-compress) without unpacking them to disk: one pass applies
 * the per-entry checks ({@link ArchiveListing}) and finds the manifest ({@link ManifestCheck}); when the
 * command runs a file from the archive, that file's header must be a program the platform can run.
 */
@ApplicationScoped
public class ArchiveInspector {

    private final SubmissionConfig.Archives limits;
    private final ObjectMapper json;

    public ArchiveInspector(SubmissionConfig config, ObjectMapper json) {
        this.limits = config.archives();
        this.json = json;
    }

    InspectedArtefact inspectZip(Path file, String name) {
        ArchiveListing listing = newListing(name);
        try (ZipFile zip = ZipFile.builder().setPath(file).get()) {
            Enumeration<ZipArchiveEntry> entries = zip.getEntries();
            while (entries.hasMoreElements()) {
                ZipArchiveEntry entry = entries.nextElement();
                boolean link = entry.isUnixSymlink();
                try (InputStream content = entry.isDirectory() || link ? InputStream.nullInputStream() : zip.getInputStream(entry)) {
                    listing.add(entry.getName(), entry.isDirectory(), link, content);
                }
            }
            List<String> command = ManifestCheck.command(listing, limits.runtimeCommands(), json);
            String program = ManifestCheck.programFile(command, limits.runtimeCommands(), listing);
            if (program != null) {
                ZipArchiveEntry entry = findZipEntry(zip, listing, program);
                try (InputStream content = zip.getInputStream(entry)) {
                    checkProgram(program, content);
                }
            }
            return new InspectedArtefact("archive", command);
        } catch (IOException e) {
            throw ArchiveListing.refuse(UploadRefusal.UNKNOWN_TYPE, name + " looks like a zip archive but cannot be read: "
                    + e.getMessage());
        }
    }

    InspectedArtefact inspectTarGz(Path file, String name) {
        ArchiveListing listing = newListing(name);
        try (TarArchiveInputStream tar = openTarGz(file)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                boolean special = entry.isSymbolicLink() || entry.isLink() || entry.isCharacterDevice()
                        || entry.isBlockDevice() || entry.isFIFO();
                listing.count(512); // the entry's header block
                listing.add(entry.getName(), entry.isDirectory(), special, tar);
            }
            List<String> command = ManifestCheck.command(listing, limits.runtimeCommands(), json);
            String program = ManifestCheck.programFile(command, limits.runtimeCommands(), listing);
            if (program != null) {
                checkTarProgram(file, listing, program);
            }
            return new InspectedArtefact("archive", command);
        } catch (IOException e) {
            throw ArchiveListing.refuse(UploadRefusal.UNKNOWN_TYPE, name + " is gzip-compressed but not a readable tar archive: "
                    + e.getMessage());
        }
    }

    /** Second pass over the tar stream, for the program's header only (tar has no index to jump with). */
    private void checkTarProgram(Path file, ArchiveListing listing, String program) throws IOException {
        try (TarArchiveInputStream tar = openTarGz(file)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                if (!entry.isDirectory() && listing.safeName(entry.getName()).equals(program)) {
                    checkProgram(program, tar);
                    return;
                }
            }
        }
    }

    private static ZipArchiveEntry findZipEntry(ZipFile zip, ArchiveListing listing, String program) {
        Enumeration<ZipArchiveEntry> entries = zip.getEntries();
        while (entries.hasMoreElements()) {
            ZipArchiveEntry entry = entries.nextElement();
            if (!entry.isDirectory() && listing.safeName(entry.getName()).equals(program)) {
                return entry;
            }
        }
        throw new IllegalStateException("listed file vanished: " + program);
    }

    private static void checkProgram(String program, InputStream content) throws IOException {
        ArtefactInspector.executableKind(program, content.readNBytes(ArtefactInspector.HEADER_BYTES));
    }

    private ArchiveListing newListing(String name) {
        return new ArchiveListing(name, limits.maxUnpackedBytes(), limits.maxEntries());
    }

    private static TarArchiveInputStream openTarGz(Path file) throws IOException {
        return new TarArchiveInputStream(new GzipCompressorInputStream(new BufferedInputStream(Files.newInputStream(file))));
    }
}
