package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.io.Endpoint;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Where the RDDLSim server logic writes: each NUL-terminated message goes to the planner's endpoint as
 * one message (the endpoint adds the NUL back), so the transcript holds one entry per protocol message.
 */
final class PlannerOutput extends OutputStream {

    private final Endpoint planner;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

    PlannerOutput(Endpoint planner) {
        this.planner = planner;
    }

    @Override
    public void write(int b) {
        if (b == 0) {
            planner.send(pending.toString(StandardCharsets.ISO_8859_1));
            pending.reset();
        } else {
            pending.write(b);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            write(bytes[i]);
        }
    }
}
