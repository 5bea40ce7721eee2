package dev.arbiter.scheduler.service;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The one {@code ./arbiter match} command that replays a match on a contestant's machine: the competition's game,
 * options, clocks and seed exactly as the runner got them, the contestant's own program in its seats and
 * placeholders for what the contestant has to fetch (another player, an uploaded game, the dialect file). Every flag
 * is one the CLI's {@code match} command has on its own (cli/ MatchCommand, MatchOptions); ReproduceCommandTest parses
 * the result with that command, so a renamed flag fails there, not on a contestant's machine.
 */
public final class ReproduceCommand {

    /** Where the contestant puts the program they uploaded (for sources: the built player's command). */
    static final String YOUR_ENTRY = "YOUR-ENTRY";
    private static final Pattern PLAIN_WORD = Pattern.compile("[A-Za-z0-9_./=+:,@%-]+");

    private ReproduceCommand() {
    }

    /** @param entryId the contestant's entry, whose seats read {@code YOUR-ENTRY}; null: every seat is another's */
    /**
     * The {@code ./arbiter match} command that replays the match with its seeds; for once they are revealed
     * ({@link SeedReveal}). Here, not in SeedReveal: the match request that MatchRequests builds names the reveal.
     */
    public static String replayCommand(dev.arbiter.scheduler.persistence.Match match,
                                       java.util.List<dev.arbiter.scheduler.persistence.MatchSeat> seats) {
        return of(MatchRequests.of(match, seats), null);
    }

    static String of(MatchRequest request, String entryId) {
        GameRef game = request.getGame();
        boolean rddl = game.getProtocol() == ProtocolId.PROTOCOL_ID_RDDL;
        boolean gvgai = game.getProtocol() == ProtocolId.PROTOCOL_ID_GVGAI;
        var words = new ArrayList<>(List.of("./arbiter", "match", "--backend", "local", "--game"));
        if (!game.getBuiltin().isEmpty()) {
            words.add(game.getBuiltin());
        } else if (rddl) {
            words.add("rddl:" + game.getOptionsOrDefault("instance", "INSTANCE"));
        } else if (gvgai) {
            words.add("gvgai:" + game.getOptionsOrDefault("game", "GAME"));
        } else {
            words.addAll(List.of("GAME-PROGRAM", "--protocol", Vocabulary.wireName(game.getProtocol())));
        }
        new TreeMap<>(game.getOptionsMap()).forEach((key, value) -> {
            // The game's name is already in --game, as the CLI spells an RDDL instance and a GVGAI game.
            if (!(rddl && key.equals("instance")) && !(gvgai && key.equals("game"))) {
                words.addAll(List.of("-o", key + "=" + value));
            }
        });
        if (game.getDialectCount() > 0) {
            words.addAll(List.of("--dialect", "COMPETITION-DIALECT.properties"));
        }
        Limits limits = request.getLimits();
        if (limits.getNameDeadlineMs() > 0) {
            words.addAll(List.of("--name-deadline", Long.toString(limits.getNameDeadlineMs())));
        }
        if (limits.getMoveDeadlineMs() > 0) {
            words.addAll(List.of("--move-deadline", Long.toString(limits.getMoveDeadlineMs())));
        }
        if (limits.getMatchDeadlineMs() > 0) {
            // The CLI takes whole seconds: rounding up never cuts the replay shorter than the match was.
            words.addAll(List.of("--match-deadline", Long.toString((limits.getMatchDeadlineMs() + 999) / 1000)));
        }
        if (limits.getExitGraceMs() > 0) {
            words.addAll(List.of("--exit-grace", Long.toString(limits.getExitGraceMs())));
        }
        for (EntryRef seat : request.getSeatsList()) {
            words.addAll(List.of("--player", seat.getEntryId().equals(entryId) ? YOUR_ENTRY : "OTHER-PLAYER"));
        }
        words.addAll(List.of("--seed", Long.toString(request.getSeed())));
        // Each program's own seed as it got it: with them a deterministic match replays line for line.
        for (long seatSeed : request.getSeatSeedsList()) {
            words.addAll(List.of("--player-seed", Long.toString(seatSeed)));
        }
        return words.stream().map(ReproduceCommand::quote).collect(Collectors.joining(" "));
    }

    private static String quote(String word) {
        return PLAIN_WORD.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
