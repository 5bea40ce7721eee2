package dev.arbiter.e2e;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MarkupChecksTest {

    private static final String GOOD = """
            <html><head><title>Arbiter</title></head><body><h1>Ladder</h1><h2>Entries</h2>
            <table><thead><tr><th>Rank</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>
            <h2>Chart</h2><svg role="img" aria-labelledby="t"><title id="t">ratings</title></svg></body></html>""";

    @Test
    void aPageWithTitleOrderedHeadingsTableHeadersAndNamedChartsPasses() {
        assertThat(MarkupChecks.problems(GOOD)).isEmpty();
    }

    @Test
    void eachMissingBasicIsNamed() {
        assertThat(MarkupChecks.problems(GOOD.replace("<title>Arbiter</title>", "<title> </title>")))
                .containsExactly("no title");
        assertThat(MarkupChecks.problems(GOOD.replace("<h2>Entries</h2>", "<h3>Entries</h3>")))
                .containsExactly("h3 skips a level after h1");
        assertThat(MarkupChecks.problems(GOOD.replace("<h1>Ladder</h1>", "")))
                .containsExactly("the first heading is h2, not h1");
        assertThat(MarkupChecks.problems(GOOD.replace("<th>Rank</th>", "<td>Rank</td>")))
                .containsExactly("a table without header cells");
        assertThat(MarkupChecks.problems(GOOD.replace("role=\"img\" ", "")))
                .containsExactly("a chart without a text equivalent");
    }
}
