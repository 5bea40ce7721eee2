package dev.arbiter.judge.io;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** RDDLSim's framing: a message ends at NUL and keeps its newlines and carriage returns. */
class NulTerminatedFramingTest {

    private static List<String> frame(String bytes) {
        var framing = Framing.nulTerminated(1024);
        var framer = new LineFramer(framing.maxMessageBytes(), framing.terminator());
        var messages = new ArrayList<String>();
        for (byte b : bytes.getBytes(StandardCharsets.ISO_8859_1)) {
            if (framer.accept(b) == LineFramer.Event.LINE) {
                messages.add(framer.take(framing.charset()));
            }
        }
        return messages;
    }

    @Test
    void anXmlMessageSpanningLinesIsOneMessage() {
        assertThat(frame("<?xml version=\"1.0\"?>\r\n<actions/>\0<round-request/>\0"))
                .containsExactly("<?xml version=\"1.0\"?>\r\n<actions/>", "<round-request/>");
    }

    @Test
    void bytesAfterTheLastNulAreNotYetAMessage() {
        assertThat(frame("<actions/>\0<act")).containsExactly("<actions/>");
    }
}
