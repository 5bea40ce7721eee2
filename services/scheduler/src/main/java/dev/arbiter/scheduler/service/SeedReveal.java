package dev.arbiter.scheduler.service;

import dev.arbiter.judge.seed.SeedCommitment;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.persistence.Phase;

import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * When a match's seeds and salt may be shown to everyone, opening the commitment its page showed before it was
 * played. The game's seed is shown once the match has ended (its transcript plays the game out); the seats' seeds and
 * the salt follow the match's kind. A two-seat ladder match: as soon as it has ended, its seeds being its own. A
 * single-player ladder match: when the competition closes, its instance being every entry's. A validation match:
 * when the competition closes (the entry's owner gets them earlier, in the replay command of a failed validation:
 * they are that version's own). An official match or its rerun: when its round is published.
 */
public final class SeedReveal {

    private SeedReveal() {
    }

    public static boolean revealed(Match match) {
        if (!match.state.terminal() || match.seedSalt == null) {
            return false;
        }
        return switch (match.kind) {
            case LADDER -> match.competition.seats != 1 || match.competition.phase == Phase.CLOSED;
            case VALIDATION -> match.competition.phase == Phase.CLOSED;
            case OFFICIAL, RERUN -> match.roundId != null && Optional.ofNullable(OfficialRound.<OfficialRound>findById(match.roundId))
                    .map(r -> OfficialRound.PUBLISHED.equals(r.state)).orElse(false);
        };
    }

    /** The opening of the match's commitment: what hashes to it once revealed. */
    public static Optional<SeedCommitment> opening(Match match, List<MatchSeat> seats) {
        if (match.seedSalt == null || seats.stream().anyMatch(s -> s.seed == null)) {
            return Optional.empty();
        }
        return Optional.of(new SeedCommitment(HexFormat.of().parseHex(match.seedSalt), match.seed,
                seats.stream().map(s -> s.seed).toList()));
    }

    /**
     * Sets the reveal on a recorded result: the commitment always, the seats' seeds and the salt once they may be shown.
     * The game's seed is always there: the leaderboard keys single-player instances by it, and the transcript, public
     * once the match has ended, plays the game out anyway.
     */
    static void reveal(Match match, List<MatchSeat> seats, MatchResult.Builder result) {
        result.setSeed(match.seed);
        if (match.seedCommitment == null) {
            return;
        }
        result.setSeedCommitment(match.seedCommitment);
        if (revealed(match)) {
            opening(match, seats).ifPresent(o -> result.addAllSeatSeeds(o.seatSeeds()).setSeedSalt(o.saltHex())
                    .setSeedOpening(o.opening()));
        }
    }
}
