package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** One table routes every public path to the service that owns it; longest prefix wins. */
class RoutesTest {

    private final Routes routes = Routes.platform();

    @Test
    void sendsEachPublicPathToItsOwningService() {
        assertThat(routes.serviceFor("/api/accounts")).hasValue("submission");
        assertThat(routes.serviceFor("/api/competitions/rps-open/entries")).hasValue("submission");
        assertThat(routes.serviceFor("/api/competitions/rps-open/leaderboard")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/api/competitions/rps-open/matches")).hasValue("scheduler");
        assertThat(routes.serviceFor("/api/competitions")).hasValue("scheduler");
        assertThat(routes.serviceFor("/api/entries/42/history")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/api/entries/42")).hasValue("submission");
        assertThat(routes.serviceFor("/api/runner/info")).hasValue("sandbox-runner");
        assertThat(routes.serviceFor("/")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/api/entries/42/disqualification")).hasValue("scheduler");
        assertThat(routes.serviceFor("/api/matches/m-1/transcript")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/api/scheduler/matches/m-1")).hasValue("scheduler");
    }

    @Test
    void pagesOfOneCompetitionAreSplitBetweenThePublicLeaderboardAndTheUploadForm() {
        assertThat(routes.serviceFor("/competitions/rps-open")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/competitions/rps-open/entries/42")).hasValue("leaderboard");
        assertThat(routes.serviceFor("/competitions/rps-open/upload")).hasValue("submission");
        assertThat(routes.serviceFor("/upload")).hasValue("submission");
        assertThat(routes.serviceFor("/entries/42")).hasValue("submission");
        assertThat(routes.serviceFor("/organiser/competitions/rps-open")).hasValue("scheduler");
        assertThat(routes.serviceFor("/organisers")).hasValue("submission");
        assertThat(routes.serviceFor("/matches/m-1")).hasValue("leaderboard");
    }

    @Test
    void eachServiceServesItsOwnStyleSheetsAndScripts() {
        assertThat(routes.serviceFor("/static/submission/site.css")).hasValue("submission");
        assertThat(routes.serviceFor("/static/scheduler/organiser.css")).hasValue("scheduler");
        assertThat(routes.serviceFor("/static/leaderboard/live-match.js")).hasValue("leaderboard");
    }

    @Test
    void aWildcardMatchesExactlyOneNonEmptySegmentAndPrefixesMatchWholeSegments() {
        assertThat(Routes.matches("/api/competitions/*/entries", "/api/competitions/x/entries/7")).isTrue();
        assertThat(Routes.matches("/api/competitions/*/entries", "/api/competitions//entries")).isFalse();
        assertThat(Routes.matches("/api/entries", "/api/entriesX")).isFalse();
        assertThat(Routes.matches("/api/entries", "/api/entries")).isTrue();
    }

    @Test
    void theLongestPrefixWinsWhateverTheOrderOfTheTable() {
        var table = new Routes(List.of(new Routes.Route("/", "root"), new Routes.Route("/api", "api"),
                new Routes.Route("/api/special", "special")));
        assertThat(table.serviceFor("/api/special/x")).hasValue("special");
        assertThat(table.serviceFor("/api/other")).hasValue("api");
        assertThat(table.serviceFor("/page")).hasValue("root");
    }
}
