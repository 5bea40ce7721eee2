package dev.arbiter.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tells what kind of program a file is from its first bytes, and refuses, with a message a contestant
 * can act on, anything the platform cannot run. Reads at most one header; never executes the file.
 */
public final class ExecutableInspector {

    private static final int HEADER_BYTES = 4096;

    private ExecutableInspector() {
    }

    /**
     * @throws SandboxException with a human-readable reason when the file cannot run as an entry
     */
    public static ExecutableKind inspect(Path file) throws SandboxException {
        if (!Files.exists(file)) {
            throw new SandboxException(file + ": no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new SandboxException(file + ": not a regular file");
        }
        byte[] header;
        try (InputStream in = Files.newInputStream(file)) {
            header = in.readNBytes(HEADER_BYTES);
        } catch (IOException e) {
            throw new SandboxException(file + ": cannot read: " + e.getMessage(), e);
        }
        return classify(file.toString(), header);
    }

    /** Same as {@link #inspect(Path)} on bytes already in memory (an upload). */
    public static ExecutableKind classify(String name, byte[] header) throws SandboxException {
        if (header.length == 0) {
            throw new SandboxException(name + ": the file is empty");
        }
        if (startsWith(header, 0x7f, 'E', 'L', 'F')) {
            return checkElf(name, header);
        }
        if (startsWith(header, '#', '!')) {
            return checkScript(name, header);
        }
        if (startsWith(header, 'M', 'Z')) {
            return checkPe(name, header);
        }
        throw new SandboxException(name + ": not a program the platform can run "
                + "(expected a Linux ELF executable, a script starting with #!, or a 64-bit Windows .exe)");
    }

    private static ExecutableKind checkElf(String name, byte[] h) throws SandboxException {
        if (h.length < 20) {
            throw new SandboxException(name + ": truncated ELF header");
        }
        if (h[4] != 2) {
            throw new SandboxException(name + ": 32-bit ELF executables are not supported; build for x86-64");
        }
        int machine = (h[18] & 0xff) | (h[19] & 0xff) << 8;
        if (machine != 0x3e) {
            throw new SandboxException(name + ": ELF for machine type 0x" + Integer.toHexString(machine)
                    + " is not supported; build for x86-64");
        }
        return ExecutableKind.ELF;
    }

    private static ExecutableKind checkScript(String name, byte[] h) throws SandboxException {
        int end = 2;
        while (end < h.length && h[end] != '\n') {
            end++;
        }
        String interpreter = new String(h, 2, end - 2, java.nio.charset.StandardCharsets.US_ASCII).strip();
        if (interpreter.isEmpty()) {
            throw new SandboxException(name + ": the #! line names no interpreter");
        }
        return ExecutableKind.SCRIPT;
    }

    private static ExecutableKind checkPe(String name, byte[] h) throws SandboxException {
        var buf = ByteBuffer.wrap(h).order(ByteOrder.LITTLE_ENDIAN);
        if (h.length < 0x40) {
            throw new SandboxException(name + ": truncated DOS header");
        }
        int peOffset = buf.getInt(0x3c);
        if (peOffset < 0 || peOffset + 26 > h.length
                || !startsWithAt(h, peOffset, 'P', 'E', 0, 0)) {
            throw new SandboxException(name + ": an MZ file without a PE header is not a Windows program we can run");
        }
        int optionalMagic = buf.getShort(peOffset + 24) & 0xffff;
        if (optionalMagic == 0x10b) {
            throw new SandboxException(name + ": 32-bit Windows programs (PE32) are not supported; "
                    + "build a 64-bit console program (PE32+), e.g. with x86_64-w64-mingw32-gcc");
        }
        if (optionalMagic != 0x20b) {
            throw new SandboxException(name + ": unknown PE optional-header magic 0x" + Integer.toHexString(optionalMagic));
        }
        return ExecutableKind.PE32_PLUS;
    }

    private static boolean startsWith(byte[] h, int... prefix) {
        return startsWithAt(h, 0, prefix);
    }

    private static boolean startsWithAt(byte[] h, int offset, int... prefix) {
        if (h.length < offset + prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((h[offset + i] & 0xff) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
