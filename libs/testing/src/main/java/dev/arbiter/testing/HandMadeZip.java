package dev.arbiter.testing;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Writes zips byte by byte (stored entries), so that a test can make the local headers and the central directory
 * say different things, which no zip library will do on purpose.
 */
public final class HandMadeZip {

    private record Local(String name, byte[] data, int offset) {
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<Local> locals = new ArrayList<>();
    private final ByteArrayOutputStream central = new ByteArrayOutputStream();
    private int centralCount;

    /** Appends a local header and the data of a stored file. */
    public HandMadeZip local(String name, String content) {
        byte[] data = content.getBytes(StandardCharsets.UTF_8);
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        int offset = out.size();
        ByteBuffer header = le(30 + nameBytes.length);
        header.putInt(0x04034b50).putShort((short) 20).putShort((short) 0).putShort((short) 0).putInt(0)
                .putInt(crc(data)).putInt(data.length).putInt(data.length).putShort((short) nameBytes.length)
                .putShort((short) 0).put(nameBytes);
        out.writeBytes(header.array());
        out.writeBytes(data);
        locals.add(new Local(name, data, offset));
        return this;
    }

    /** Lists, in the central directory, the n-th local entry (0-based) under the given name. */
    public HandMadeZip central(int localIndex, String name) {
        Local local = locals.get(localIndex);
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        ByteBuffer header = le(46 + nameBytes.length);
        header.putInt(0x02014b50).putShort((short) 0x031e).putShort((short) 20).putShort((short) 0)
                .putShort((short) 0).putInt(0).putInt(crc(local.data())).putInt(local.data().length)
                .putInt(local.data().length).putShort((short) nameBytes.length).putShort((short) 0)
                .putShort((short) 0).putShort((short) 0).putShort((short) 0).putInt(0100755 << 16)
                .putInt(local.offset()).put(nameBytes);
        central.writeBytes(header.array());
        centralCount++;
        return this;
    }

    public HandMadeZip central(int localIndex) {
        return central(localIndex, locals.get(localIndex).name());
    }

    public byte[] bytes() {
        var all = new ByteArrayOutputStream();
        all.writeBytes(out.toByteArray());
        int centralOffset = all.size();
        all.writeBytes(central.toByteArray());
        ByteBuffer end = le(22);
        end.putInt(0x06054b50).putShort((short) 0).putShort((short) 0).putShort((short) centralCount)
                .putShort((short) centralCount).putInt(central.size()).putInt(centralOffset).putShort((short) 0);
        all.writeBytes(end.array());
        return all.toByteArray();
    }

    private static ByteBuffer le(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static int crc(byte[] data) {
        var crc = new CRC32();
        crc.update(data);
        return (int) crc.getValue();
    }
}
