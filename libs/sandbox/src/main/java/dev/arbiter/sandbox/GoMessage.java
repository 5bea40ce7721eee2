package dev.arbiter.sandbox;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The go message a launcher waiting in a prepared sandbox reads from the entry's stdin before it
 * starts the entry (the local backend's arbiter-launch, the docker images' arbiter-stdio): 8 hex
 * digits giving the length of the rest, then NUL-terminated strings. A length rather than a
 * terminator, so the launcher reads exactly the message and leaves the judge's first line to the entry.
 */
public final class GoMessage {

    private GoMessage() {
    }

    /** The part both launchers read: directory, environment count, environment, argv. */
    public static List<String> fields(String workDir, Map<String, String> env, List<String> command) {
        var fields = new ArrayList<String>(List.of(workDir, Integer.toString(env.size())));
        env.forEach((name, value) -> fields.add(name + "=" + value));
        fields.addAll(command);
        return fields;
    }

    public static byte[] encode(List<String> fields) {
        var payload = new ByteArrayOutputStream();
        for (String field : fields) {
            if (field.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("a NUL byte in the entry's command or environment: " + field);
            }
            payload.writeBytes(field.getBytes(StandardCharsets.UTF_8));
            payload.write(0);
        }
        var message = new ByteArrayOutputStream();
        message.writeBytes(String.format("%08x", payload.size()).getBytes(StandardCharsets.US_ASCII));
        message.writeBytes(payload.toByteArray());
        return message.toByteArray();
    }
}
