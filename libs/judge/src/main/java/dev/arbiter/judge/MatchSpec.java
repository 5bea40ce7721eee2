package dev.arbiter.judge;

import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.seed.SeedPrf;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Everything needed to play one match.
 *
 * @param gameName       shown in results ("rps", or the game program's file name)
 * @param protocol       the protocol module that referees it
 * @param game           the game program; null for protocols whose referee is the judge itself (Taboo)
 * @param players        seat 1 first
 * @param seed           recorded in the transcript; handed to the game (its {@code ARBITER_SEED})
 * @param gameOptions    game-specific options ("moves" → "1000")
 * @param limits         the judge's clocks and caps
 * @param transcriptFile where to write the JSONL transcript
 * @param playerSeeds    each player's {@code ARBITER_SEED}, seat 1 first, as the scheduler derived them; none
 *                       given (a match run from the command line), the judge derives them from the match seed
 *                       under a random key ({@link SeedPrf#seatSeeds}), so no player can compute another's
 */
public record MatchSpec(
        String gameName,
        Protocol protocol,
        Participant game,
        List<Participant> players,
        long seed,
        Map<String, String> gameOptions,
        JudgeLimits limits,
        Path transcriptFile,
        List<Long> playerSeeds) {

    public MatchSpec {
        players = List.copyOf(players);
        gameOptions = Map.copyOf(gameOptions);
        playerSeeds = playerSeeds == null || playerSeeds.isEmpty()
                ? SeedPrf.withRandomKey().seatSeeds(seed, players.size()) : List.copyOf(playerSeeds);
        if (playerSeeds.size() != players.size()) {
            throw new IllegalArgumentException(players.size() + " players but " + playerSeeds.size() + " player seeds");
        }
    }

    /** A match whose players' seeds the judge derives itself, under a random key. */
    public MatchSpec(String gameName, Protocol protocol, Participant game, List<Participant> players, long seed,
                     Map<String, String> gameOptions, JudgeLimits limits, Path transcriptFile) {
        this(gameName, protocol, game, players, seed, gameOptions, limits, transcriptFile, List.of());
    }
}
