package dev.arbiter.web.problem;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Which requests get an error page rather than problem JSON, and what the page says. */
class ErrorPagesTest {

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    @Test
    void aBrowserAskingForAPageGetsHtmlButApiPathsAndOtherClientsDoNot() {
        assertThat(ErrorPages.wantsHtml("/entries", BROWSER)).isTrue();
        assertThat(ErrorPages.wantsHtml("/organiser", "text/html")).isTrue();
        assertThat(ErrorPages.wantsHtml("/api/entries/1", BROWSER)).isFalse();
        assertThat(ErrorPages.wantsHtml("/api", BROWSER)).isFalse();
        assertThat(ErrorPages.wantsHtml("/entries", "*/*")).isFalse();
        assertThat(ErrorPages.wantsHtml("/entries", "application/json")).isFalse();
        assertThat(ErrorPages.wantsHtml("/entries", null)).isFalse();
        assertThat(ErrorPages.wantsHtml("/entries", "application/json, text/html;q=0")).isFalse();
    }

    @Test
    void thePageSaysWhatHappenedEscapedAndLinksHomeCompetitionsAndUpload() {
        String page = ErrorPages.html(new Problem(ProblemType.NOT_FOUND, 404, "There is no page at /<script>.", "/x"));
        assertThat(page).startsWith("<!DOCTYPE html>").contains("<h1>Page not found</h1>")
                .contains("There is no page at /&lt;script&gt;.").doesNotContain("<script>")
                .contains("href=\"/\"").contains("href=\"/competitions\"").contains("href=\"/upload\"")
                .doesNotContain("href=\"/login\"");
    }

    @Test
    void aForbiddenPageOffersSigningInAndAServerErrorTellsNothingInternal() {
        assertThat(ErrorPages.html(new Problem(ProblemType.FORBIDDEN, 403, "needs a role", "/organiser")))
                .contains("<h1>Not allowed</h1>").contains("needs a role").contains("href=\"/login\"");
        assertThat(ErrorPages.html(new Problem(ProblemType.SERVER_ERROR, 500, "NullPointerException at Foo.java:12", "/")))
                .contains("<h1>Something went wrong</h1>").doesNotContain("NullPointerException");
    }
}
