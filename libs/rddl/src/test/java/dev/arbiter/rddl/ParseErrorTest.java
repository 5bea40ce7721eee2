package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.rddl.parse.RddlParseException;
import dev.arbiter.rddl.parse.RddlParser;
import org.junit.jupiter.api.Test;

class ParseErrorTest {

    @Test
    void aMissingSemicolonIsReportedAtTheTokenThatFollows() {
        String text = """
                domain d {
                  requirements = {};
                  pvariables {
                    x : { state-fluent, bool, default = false }
                  };
                }
                """;
        assertThatThrownBy(() -> RddlParser.parse("broken.rddl", text))
                .isInstanceOf(RddlParseException.class)
                .hasMessageStartingWith("broken.rddl:5:3: expected ';' but found '}'")
                .satisfies(e -> {
                    RddlParseException p = (RddlParseException) e;
                    org.assertj.core.api.Assertions.assertThat(p.line()).isEqualTo(5);
                    org.assertj.core.api.Assertions.assertThat(p.column()).isEqualTo(3);
                });
    }

    @Test
    void anUnknownCharacterIsReportedWhereItStands() {
        assertThatThrownBy(() -> RddlParser.parse("f.rddl", "domain d {\n  reward = 1 # 2;\n}"))
                .hasMessage("f.rddl:2:14: unexpected character '#'");
    }

    @Test
    void anUnknownSectionIsNamed() {
        assertThatThrownBy(() -> RddlParser.parse("f.rddl", "instance i {\n domain = d;\n  horizons = 4;\n}"))
                .hasMessage("f.rddl:3:3: unknown instance section 'horizons'");
    }

    @Test
    void anExpressionCutShortReportsTheEndOfFile() {
        assertThatThrownBy(() -> RddlParser.parse("f.rddl", "domain d {\n  reward = 1 +"))
                .hasMessage("f.rddl:2:15: expected an expression but found end of file");
    }

    @Test
    void positionsCountLinesInsideBlockComments() {
        assertThatThrownBy(() -> RddlParser.parse("f.rddl", "/* one\n two\n */ domain d { bogus"))
                .hasMessage("f.rddl:3:16: unknown domain section 'bogus'");
    }
}
