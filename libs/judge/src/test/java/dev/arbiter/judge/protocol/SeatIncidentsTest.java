package dev.arbiter.judge.protocol;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A seat's incidents are capped, except those that explain a counted result. */
class SeatIncidentsTest {

    @Test
    void incidentsThatExplainAResultAreKeptPastTheCap() {
        var seat = new Seat(1, "player");
        for (int i = 0; i < 200; i++) {
            seat.incident("tick " + i + ": ACTION_FOO is no action");
        }
        seat.keptIncident("validation level 3, tick 7: answered after 300 ms: disqualified on this level");
        seat.incident("one more ordinary incident");

        assertThat(seat.incidents()).contains("validation level 3, tick 7: answered after 300 ms: disqualified on this level")
                .doesNotContain("one more ordinary incident")
                .contains("… and 151 more");
    }
}
