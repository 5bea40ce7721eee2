package dev.arbiter.sdk.gvgai;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The SDK's own JSON reader: every kind of value the referee writes, and the malformed text it must refuse. */
class JsonTest {

    @Test
    void readsObjectsInOrderArraysStringsLiteralsAndNumbers() {
        Object value = Json.parse(" {\"b\": [1, -2.5, 3e2, true, false, null], \"a\": {\"x\": -1.0}, \"s\": \"\"} ");
        assertThat(value).isInstanceOf(Map.class);
        @SuppressWarnings("unchecked")
        var object = (Map<String, Object>) value;
        assertThat(object.keySet()).containsExactly("b", "a", "s");
        assertThat((List<?>) object.get("b")).isEqualTo(Arrays.asList(1L, -2.5, 300.0, true, false, null));
        assertThat(object.get("a")).isEqualTo(Map.of("x", -1.0));
        assertThat(object.get("s")).isEqualTo("");
    }

    @Test
    void integersAreLongsUnlessTooWideAndFractionsAreDoubles() {
        assertThat(Json.parse("-128")).isEqualTo(-128L);
        assertThat(Json.parse("0")).isEqualTo(0L);
        assertThat(Json.parse("12345678901234567890")).isEqualTo(1.2345678901234567e19);
        assertThat(Json.parse("0.1")).isEqualTo(0.1);
        assertThat(Json.parse("1E-3")).isEqualTo(0.001);
    }

    @Test
    void decodesEveryEscapeIncludingSurrogatePairs() {
        assertThat(Json.parse("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\""))
                .isEqualTo("a\"b\\c/d\b\f\n\r\t\u00e9\ud83d\ude00");
    }

    @Test
    void emptyContainersAreEmptyAndNotModifiable() {
        assertThat(Json.parse("[ ]")).isEqualTo(List.of());
        assertThat(Json.parse("{ }")).isEqualTo(Map.of());
        @SuppressWarnings("unchecked")
        var list = (List<Object>) Json.parse("[1]");
        assertThatThrownBy(() -> list.add(2L)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aLongArrayOfSignedBytesReadsWhole() {
        var bytes = new StringBuilder("[");
        for (int i = -128; i < 128; i++) {
            bytes.append(i).append(i < 127 ? "," : "]");
        }
        @SuppressWarnings("unchecked")
        var list = (List<Object>) Json.parse(bytes.toString());
        assertThat(list).hasSize(256).startsWith(-128L).endsWith(127L);
        assertThat(list.get(128)).isEqualTo(0L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "[1,]", "{\"a\" 1}", "{a:1}", "01", "1.", "-", "1e", "tru", "\"open",
            "\"bad \\x escape\"", "\"\\u12\"", "[1] 2", "\"tab\tinside\"", "+1", ".5"})
    void refusesMalformedTextWithThePlaceItBroke(String text) {
        assertThatThrownBy(() -> Json.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("JSON: ").hasMessageContaining(" at character ");
    }
}
