package dev.arbiter.runner.service;

import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Unpacks an archive entry (.zip or .tar.gz, told apart by their first bytes) into a directory. The
 * submission service checked the archive at upload, but a runner trusts no input: entries that would
 * land outside the directory, links and devices are refused, and the total size is capped.
 */
final class ArchiveExtractor {

    private final long maxTotalBytes;

    ArchiveExtractor(long maxTotalBytes) {
        this.maxTotalBytes = maxTotalBytes;
    }

    void extract(InputStream raw, Path into) throws IOException, UnrunnableMatchException {
        var in = new BufferedInputStream(raw);
        in.mark(4);
        byte[] magic = in.readNBytes(2);
        in.reset();
        try (ArchiveInputStream<? extends ArchiveEntry> archive = open(in, magic)) {
            long total = 0;
            ArchiveEntry entry;
            while ((entry = archive.getNextEntry()) != null) {
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into) || Path.of(entry.getName()).isAbsolute()) {
                    throw new UnrunnableMatchException("archive entry escapes its directory: " + entry.getName());
                }
                if (isLinkOrSpecial(entry)) {
                    throw new UnrunnableMatchException("archive entry is a link or special file: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                total += Files.copy(archive, target);
                if (total > maxTotalBytes) {
                    throw new UnrunnableMatchException("archive unpacks to more than " + maxTotalBytes + " bytes");
                }
                if (isExecutable(entry)) {
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
            }
        }
    }

    private static ArchiveInputStream<? extends ArchiveEntry> open(InputStream in, byte[] magic)
            throws IOException, UnrunnableMatchException {
        if (magic.length == 2 && magic[0] == 'P' && magic[1] == 'K') {
            return new ZipArchiveInputStream(in);
        }
        if (magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b) {
            return new TarArchiveInputStream(new GzipCompressorInputStream(in));
        }
        throw new UnrunnableMatchException("archive is neither a .zip nor a .tar.gz");
    }

    private static boolean isLinkOrSpecial(ArchiveEntry entry) {
        if (entry instanceof TarArchiveEntry tar) {
            return tar.isSymbolicLink() || tar.isLink() || tar.isCharacterDevice() || tar.isBlockDevice() || tar.isFIFO();
        }
        return entry instanceof ZipArchiveEntry zip && zip.isUnixSymlink();
    }

    /** Archives made on Windows carry no mode bits: treat every file as runnable then. */
    private static boolean isExecutable(ArchiveEntry entry) {
        if (entry instanceof TarArchiveEntry tar) {
            return (tar.getMode() & 0111) != 0;
        }
        if (entry instanceof ZipArchiveEntry zip) {
            return zip.getUnixMode() == 0 || (zip.getUnixMode() & 0111) != 0;
        }
        return true;
    }
}
