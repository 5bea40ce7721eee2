package dev.arbiter.runner.service;

import dev.arbiter.games.BuiltinGame;
import dev.arbiter.games.BuiltinGames;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolRegistry;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.games.taboo.CityDescriber;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns a {@link MatchRequest} into the judge's {@link MatchSpec}: a built-in game by name or an uploaded
 * game program by digest, each seat's entry installed from the blob store by its kind, and the request's
 * limits laid over the game's defaults (zero means "the game's default").
 */
final class MatchSpecFactory {

    /** Arbiter's Taboo city data set, loaded once: every taboo match describes cities from it. */
    private static final CityDescriber TABOO_CITIES = CityDescriber.builtin();
    private static final ProtocolRegistry PROTOCOLS = new ProtocolRegistry(TABOO_CITIES);

    MatchSpec spec(MatchRequest request, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        var gameRef = request.getGame();
        BuiltinGame builtin = null;
        if (!gameRef.getBuiltin().isEmpty()) {
            builtin = BuiltinGames.find(gameRef.getBuiltin()).orElseThrow(() -> new UnrunnableMatchException(
                    "unknown built-in game '" + gameRef.getBuiltin() + "' (this runner has " + BuiltinGames.names() + ")"));
        } else if (gameRef.getArtifactSha256().isEmpty()) {
            throw new UnrunnableMatchException("the request names neither a built-in game nor a game program");
        }
        Protocol protocol = protocol(gameRef.getProtocol().isEmpty() && builtin != null ? builtin.protocol() : gameRef.getProtocol(),
                gameRef.getDialectMap());
        int seats = request.getSeatsCount();
        if (builtin != null && (seats < builtin.minPlayers() || seats > builtin.maxPlayers())) {
            throw new UnrunnableMatchException(builtin.name() + " takes " + builtin.minPlayers() + "–" + builtin.maxPlayers()
                    + " players; the request has " + seats);
        }
        if (seats == 0) {
            throw new UnrunnableMatchException("the request has no seats");
        }
        ResourceLimits resources = resources(request.getLimits());
        Participant game;
        String gameName;
        if (protocol instanceof TabooProtocol taboo) {
            // The judge is the describer (taboo.md): no game program; the seed picks the cities, the same
            // for every entry of a single-player instance.
            return new MatchSpec(TabooProtocol.ID, taboo, null, List.of(player(request, workspace, resources, 0)),
                    request.getSeed(), Map.copyOf(gameRef.getOptionsMap()),
                    judgeLimits(taboo.config(gameRef.getOptionsMap()).judgeLimits(JudgeLimits.defaults(), TABOO_CITIES.maxHints()),
                            request.getLimits()),
                    workspace.transcriptFile());
        }
        if (builtin != null) {
            // The built-in speaks the competition's dialect, as the judge does.
            game = new Participant.InProcess(builtin.program(((LmcProtocol) protocol).dialect()), "builtin:" + builtin.name());
            gameName = builtin.name();
        } else {
            List<String> command = workspace.install("game", gameRef.getArtifactSha256(), "elf", List.of());
            game = program("game", command, workspace.directoryOf("game"), resources, "upload:" + gameRef.getArtifactSha256());
            gameName = "upload:" + gameRef.getArtifactSha256().substring(0, 12);
        }
        var players = new ArrayList<Participant>();
        for (int i = 0; i < seats; i++) {
            players.add(player(request, workspace, resources, i));
        }
        JudgeLimits limits = judgeLimits(builtin != null ? builtin.limits() : JudgeLimits.defaults(), request.getLimits());
        return new MatchSpec(gameName, protocol, game, players, request.getSeed(), Map.copyOf(gameRef.getOptionsMap()),
                limits, workspace.transcriptFile());
    }

    private Participant player(MatchRequest request, MatchWorkspace workspace, ResourceLimits resources, int seat)
            throws IOException, UnrunnableMatchException {
        EntryRef entry = request.getSeats(seat);
        String label = "p" + (seat + 1);
        List<String> command = workspace.install(label, entry.getArtifactSha256(), entry.getKind(), entry.getCommandList());
        return program(label, command, workspace.directoryOf(label), resources, entry.getEntryId() + " v" + entry.getVersion());
    }

    private static Participant program(String label, List<String> command, Path dir, ResourceLimits limits, String display) {
        return new Participant.Program(new ProcessSpec(label, command, dir, Map.of(), limits, List.of(dir)), display);
    }

    private static Protocol protocol(String id, Map<String, String> dialect) throws UnrunnableMatchException {
        if (!ProtocolRegistry.isKnown(id)) {
            throw new UnrunnableMatchException("protocol '" + id + "' is not supported by this runner ("
                    + String.join(", ", ProtocolRegistry.ids()) + ")");
        }
        try {
            return PROTOCOLS.protocol(id, dialect);
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException("the competition's dialect: " + e.getMessage());
        }
    }

    private static ResourceLimits resources(Limits limits) {
        ResourceLimits r = ResourceLimits.defaults();
        if (limits.getMemoryBytes() > 0) {
            r = r.withMemoryBytes(limits.getMemoryBytes());
        }
        if (limits.getCpuSeconds() > 0) {
            r = r.withCpuTime(Duration.ofSeconds(limits.getCpuSeconds()));
        }
        if (limits.getCpus() > 0) {
            r = new ResourceLimits(r.memoryBytes(), limits.getCpus(), r.cpuTime(), r.pids(), r.openFiles(),
                    r.fileSizeBytes(), r.tmpBytes());
        }
        return r;
    }

    static JudgeLimits judgeLimits(JudgeLimits defaults, Limits limits) {
        JudgeLimits l = defaults;
        if (limits.getNameDeadlineMs() > 0) {
            l = l.withNameDeadline(Duration.ofMillis(limits.getNameDeadlineMs()));
        }
        if (limits.getMoveDeadlineMs() > 0) {
            l = l.withMoveDeadline(Duration.ofMillis(limits.getMoveDeadlineMs()));
        }
        if (limits.getMatchDeadlineMs() > 0) {
            l = l.withMatchDeadline(Duration.ofMillis(limits.getMatchDeadlineMs()));
        }
        if (limits.getExitGraceMs() > 0) {
            l = l.withExitGrace(Duration.ofMillis(limits.getExitGraceMs()));
        }
        if (limits.getOutputBytes() > 0) {
            l = l.withOutputLimit(limits.getOutputBytes());
        }
        if (limits.getAverageWindow() > 0 || limits.getAverageMoveLimitMs() > 0) {
            l = l.withAverage(limits.getAverageWindow() > 0 ? limits.getAverageWindow() : l.averageWindow(),
                    limits.getAverageMoveLimitMs() > 0 ? Duration.ofMillis(limits.getAverageMoveLimitMs()) : l.averageMoveLimit());
        }
        if (limits.getMaxConsecutiveTimeouts() > 0) {
            l = l.withMaxConsecutiveTimeouts(limits.getMaxConsecutiveTimeouts());
        }
        if (limits.getGameSilenceMs() > 0) {
            l = l.withGameSilenceLimit(Duration.ofMillis(limits.getGameSilenceMs()));
        }
        return l;
    }
}
