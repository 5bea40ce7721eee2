package dev.arbiter.vgdl.parse;

import java.util.ArrayList;
import java.util.List;

/** One {@code key=value} pair as written, with the position of its key. */
public record Parameter(String key, String value, SourcePosition position) {

    /** Every token must be {@code key=value} with a non-empty key and value. */
    static List<Parameter> listOf(List<Token> tokens) {
        List<Parameter> result = new ArrayList<>();
        for (Token t : tokens) {
            int eq = t.text().indexOf('=');
            if (eq <= 0 || eq == t.text().length() - 1) {
                throw new VgdlSyntaxException(t.position(), "expected key=value, found '" + t.text() + "'");
            }
            result.add(new Parameter(t.text().substring(0, eq), t.text().substring(eq + 1), t.position()));
        }
        return List.copyOf(result);
    }
}
