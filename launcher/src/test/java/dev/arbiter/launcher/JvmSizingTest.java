package dev.arbiter.launcher;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each child's flags start a JVM on the one running the tests: a flag this JDK rejects, or a combination it
 * refuses (one compiler thread with C2 still on, say), would otherwise only show as a part that never comes up.
 */
class JvmSizingTest {

    static Stream<Arguments> children() {
        return Stream.of(Arguments.of("service", JvmSizing.SERVICE), Arguments.of("kafka", JvmSizing.KAFKA),
                Arguments.of("gateway", JvmSizing.GATEWAY));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("children")
    void theFlagsOfEachChildStartAJvm(String child, List<String> flags) throws Exception {
        var options = new ArrayList<>(flags);
        options.add("-version");
        Process java = new ProcessBuilder(ChildJvm.command(options.toArray(String[]::new)))
                .redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(java.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(java.exitValue()).as(child + ": " + output).isZero();
        assertThat(output).as(child).doesNotContainIgnoringCase("warning");
    }
}
