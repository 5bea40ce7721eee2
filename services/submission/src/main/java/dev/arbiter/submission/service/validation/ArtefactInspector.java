package dev.arbiter.submission.service.validation;

import dev.arbiter.archive.ArchiveFormat;
import dev.arbiter.sandbox.ExecutableKind;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Decides from an upload's bytes, never from its name or declared content type, whether the platform can
 * run it: a bare executable (ELF, #! script, 64-bit Windows .exe) or an archive (.zip, .tar.gz) with a
 * manifest. Never executes or unpacks anything to disk.
 */
@ApplicationScoped
public class ArtefactInspector {

    private final ArchiveInspector archives;

    public ArtefactInspector(ArchiveInspector archives) {
        this.archives = archives;
    }

    /**
     * @param file         the uploaded bytes
     * @param originalName the name the contestant's file had, for messages
     * @throws UploadRefusedException saying what is wrong
     */
    public InspectedArtefact inspect(Path file, String originalName) {
        byte[] header = readHeader(file);
        if (header.length == 0) {
            throw new UploadRefusedException(UploadRefusal.EMPTY_FILE, originalName + " is empty: there is no program to run.");
        }
        if (ArchiveFormat.sniff(header).isPresent()) {
            return archives.inspect(file, originalName);
        }
        if (startsWith(header, 0x7f, 'E', 'L', 'F') || startsWith(header, '#', '!') || startsWith(header, 'M', 'Z')) {
            return new InspectedArtefact(kindOf(ExecutableHeader.kind(originalName, header)), List.of());
        }
        throw new UploadRefusedException(UploadRefusal.UNKNOWN_TYPE, originalName + " is not something the platform can run. "
                + "Upload a Linux x86-64 ELF executable, a script starting with #!, a 64-bit Windows .exe, "
                + "or a .zip or .tar.gz archive with an arbiter.json manifest naming the command to run.");
    }

    static String kindOf(ExecutableKind kind) {
        return switch (kind) {
            case ELF -> "elf";
            case SCRIPT -> "script";
            case PE32_PLUS -> "pe32plus";
        };
    }

    private static byte[] readHeader(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(ExecutableHeader.BYTES);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static boolean startsWith(byte[] header, int... prefix) {
        if (header.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((header[i] & 0xff) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
