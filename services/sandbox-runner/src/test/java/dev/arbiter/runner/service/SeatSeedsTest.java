package dev.arbiter.runner.service;

import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.MatchRequest;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Each program gets the seed the scheduler derived for its seat; a request without them leaves it to the judge. */
class SeatSeedsTest {

    private static MatchRequest.Builder twoSeats() {
        return MatchRequest.newBuilder().setSeed(5).addSeats(EntryRef.newBuilder().setEntryId("a"))
                .addSeats(EntryRef.newBuilder().setEntryId("b"));
    }

    @Test
    void theSchedulersSeatSeedsGoToTheJudgeSeatBySeat() {
        assertThat(MatchSpecFactory.seatSeeds(twoSeats().addSeatSeeds(11).addSeatSeeds(22).build())).containsExactly(11L, 22L);
    }

    @Test
    void aRequestWithoutSeatSeedsOrWithTheWrongCountLeavesThemToTheJudge() {
        assertThat(MatchSpecFactory.seatSeeds(twoSeats().build())).isEmpty();
        assertThat(MatchSpecFactory.seatSeeds(twoSeats().addSeatSeeds(11).build())).isEmpty();
    }
}
