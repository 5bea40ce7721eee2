package dev.arbiter.sandbox;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files that look like Windows programs to {@link ExecutableInspector}, without a cross compiler. */
public final class WindowsHeaders {

    public static final int PE32 = 0x10b;
    public static final int PE32_PLUS = 0x20b;

    private WindowsHeaders() {
    }

    /** The smallest such file: DOS header pointing at a PE signature, then the optional-header magic. */
    public static Path write(Path dir, String name, int optionalMagic) throws IOException {
        var header = ByteBuffer.allocate(256).order(ByteOrder.LITTLE_ENDIAN);
        header.put(0, (byte) 'M').put(1, (byte) 'Z').putInt(0x3c, 0x80);
        header.put(0x80, (byte) 'P').put(0x81, (byte) 'E').putShort(0x80 + 24, (short) optionalMagic);
        return Files.write(dir.resolve(name), header.array());
    }
}
