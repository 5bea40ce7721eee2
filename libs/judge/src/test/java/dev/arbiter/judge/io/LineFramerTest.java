package dev.arbiter.judge.io;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How bytes from a program become lines: LF or CRLF ends, overlong lines reported once and skipped. */
class LineFramerTest {

    private static List<String> frame(String bytes, int max) {
        var framer = new LineFramer(max);
        var out = new ArrayList<String>();
        for (byte b : bytes.getBytes(StandardCharsets.ISO_8859_1)) {
            switch (framer.accept(b)) {
                case LINE -> out.add(framer.take(StandardCharsets.ISO_8859_1));
                case OVERLONG -> out.add("<overlong:" + framer.excerpt() + ">");
                case NONE -> {
                }
            }
        }
        if (framer.hasPartial()) {
            out.add("<partial:" + framer.take(StandardCharsets.ISO_8859_1) + ">");
        }
        return out;
    }

    @Test
    void acceptsLfAndCrLfLineEndsAndKeepsEmptyLines() {
        assertThat(frame("@output rock\r\npaper\n\r\n\nx", 100))
                .containsExactly("@output rock", "paper", "", "", "<partial:x>");
    }

    @Test
    void keepsACarriageReturnThatIsNotBeforeTheLineFeed() {
        assertThat(frame("a\rb\n", 100)).containsExactly("a\rb");
    }

    @Test
    void reportsAnOverlongLineOnceAndResumesAtTheNextLine() {
        assertThat(frame("abcdefgh\nok\n", 4)).containsExactly("<overlong:abcd>", "ok");
        assertThat(frame("abcd\n", 4)).containsExactly("abcd");
    }
}
