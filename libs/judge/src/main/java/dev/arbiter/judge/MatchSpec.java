package dev.arbiter.judge;

import dev.arbiter.judge.protocol.Protocol;

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
 * @param seed           recorded in the transcript; handed to the game
 * @param gameOptions    game-specific options ("moves" → "1000")
 * @param limits         the judge's clocks and caps
 * @param transcriptFile where to write the JSONL transcript
 */
public record MatchSpec(
        String gameName,
        Protocol protocol,
        Participant game,
        List<Participant> players,
        long seed,
        Map<String, String> gameOptions,
        JudgeLimits limits,
        Path transcriptFile) {

    public MatchSpec {
        players = List.copyOf(players);
        gameOptions = Map.copyOf(gameOptions);
    }
}
