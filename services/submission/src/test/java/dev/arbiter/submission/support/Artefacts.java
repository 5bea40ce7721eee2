package dev.arbiter.submission.support;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Upload payloads built in memory: executables' headers and archives, good and hostile. */
public final class Artefacts {

    private Artefacts() {
    }

    /** The header of a 64-bit x86-64 Linux executable, then {@code padding} bytes (enough for the inspector). */
    public static byte[] elf(int padding) {
        ByteBuffer b = ByteBuffer.allocate(64 + padding).order(ByteOrder.LITTLE_ENDIAN);
        b.put(new byte[]{0x7f, 'E', 'L', 'F', 2, 1, 1});
        b.putShort(16, (short) 2);      // ET_EXEC
        b.putShort(18, (short) 0x3e);   // x86-64
        return b.array();
    }

    public static byte[] elf() {
        return elf(0);
    }

    /** An ELF header followed by random bytes: content no other upload has, so a test can ask whether it was stored. */
    public static byte[] uniqueElf() {
        byte[] elf = elf(256);
        byte[] tail = new byte[256];
        java.util.concurrent.ThreadLocalRandom.current().nextBytes(tail);
        System.arraycopy(tail, 0, elf, 64, tail.length);
        return elf;
    }

    public static byte[] pythonScript() {
        return "#!/usr/bin/env python3\nprint('rock')\n".getBytes(StandardCharsets.US_ASCII);
    }

    /** A Windows executable header; {@code optionalMagic} 0x10b is PE32 (32-bit), 0x20b PE32+. */
    public static byte[] windowsExe(int optionalMagic) {
        ByteBuffer b = ByteBuffer.allocate(0x40 + 4 + 20 + 8).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 'M').put(1, (byte) 'Z');
        b.putInt(0x3c, 0x40);
        b.put(0x40, (byte) 'P').put(0x41, (byte) 'E');
        b.putShort(0x40 + 24, (short) optionalMagic);
        return b.array();
    }

    /** Builds archives entry by entry. */
    public static final class Archive {
        private final Map<String, byte[]> files = new LinkedHashMap<>();
        private final Map<String, String> links = new LinkedHashMap<>();

        public Archive file(String name, byte[] content) {
            files.put(name, content);
            return this;
        }

        public Archive file(String name, String content) {
            return file(name, content.getBytes(StandardCharsets.UTF_8));
        }

        public Archive manifest(String... command) {
            StringBuilder json = new StringBuilder("{\"command\": [");
            for (int i = 0; i < command.length; i++) {
                json.append(i == 0 ? "" : ", ").append('"').append(command[i]).append('"');
            }
            return file("arbiter.json", json.append("]}").toString());
        }

        public Archive symlink(String name, String target) {
            links.put(name, target);
            return this;
        }

        public byte[] zip() {
            var bytes = new ByteArrayOutputStream();
            try (var zip = new ZipArchiveOutputStream(bytes)) {
                for (var f : files.entrySet()) {
                    zip.putArchiveEntry(new ZipArchiveEntry(f.getKey()));
                    zip.write(f.getValue());
                    zip.closeArchiveEntry();
                }
                for (var l : links.entrySet()) {
                    ZipArchiveEntry entry = new ZipArchiveEntry(l.getKey());
                    entry.setUnixMode(0120777); // S_IFLNK | 0777
                    zip.putArchiveEntry(entry);
                    zip.write(l.getValue().getBytes(StandardCharsets.UTF_8));
                    zip.closeArchiveEntry();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytes.toByteArray();
        }

        public byte[] tarGz() {
            var bytes = new ByteArrayOutputStream();
            try (var tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                for (var f : files.entrySet()) {
                    TarArchiveEntry entry = new TarArchiveEntry(f.getKey(), true);
                    entry.setSize(f.getValue().length);
                    tar.putArchiveEntry(entry);
                    tar.write(f.getValue());
                    tar.closeArchiveEntry();
                }
                for (var l : links.entrySet()) {
                    TarArchiveEntry entry = new TarArchiveEntry(l.getKey(), TarArchiveEntry.LF_SYMLINK);
                    entry.setLinkName(l.getValue());
                    tar.putArchiveEntry(entry);
                    tar.closeArchiveEntry();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytes.toByteArray();
        }
    }

    public static Archive archive() {
        return new Archive();
    }

    /** A zip whose one entry inflates from a few KiB to {@code unpackedBytes} of zeros. */
    public static byte[] zipBomb(int unpackedBytes) {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipArchiveOutputStream(bytes)) {
            zip.putArchiveEntry(new ZipArchiveEntry("arbiter.json"));
            zip.write("{\"command\": [\"python3\", \"main.py\"]}".getBytes(StandardCharsets.UTF_8));
            zip.closeArchiveEntry();
            zip.putArchiveEntry(new ZipArchiveEntry("main.py"));
            byte[] zeros = new byte[1 << 20];
            for (int written = 0; written < unpackedBytes; written += zeros.length) {
                zip.write(zeros, 0, Math.min(zeros.length, unpackedBytes - written));
            }
            zip.closeArchiveEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
