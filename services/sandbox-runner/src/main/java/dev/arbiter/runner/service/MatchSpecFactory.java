package dev.arbiter.runner.service;

import dev.arbiter.games.BuiltinGame;
import dev.arbiter.games.BuiltinGames;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchLimits;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolRegistry;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.gvgai.GvgaiSettings;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.rddl.RddlPlanners;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.judge.protocol.rddl.RddlSettings;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.rddl.DomainSet;
import dev.arbiter.rddl.RddlLibrary;
import dev.arbiter.vgdl.load.GameFiles;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.games.taboo.CityDescriber;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.nio.file.Path;
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
    private static final long MAX_DOMAIN_SET_BYTES = 64L * 1024 * 1024;
    private static final long MAX_GAME_FILES_BYTES = (GameFiles.MAX_LEVELS + 1L) * GameFiles.MAX_FILE_BYTES;

    /** Uploaded RDDL domain sets, parsed and checked once per runner: a competition plays many sessions on one. */
    private final Map<String, RddlLibrary> domainSets = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, RddlLibrary> eldest) {
                    return size() > 8;
                }
            });

    /**
     * The seats' seeds as the scheduler derived them; none (a request of an older scheduler) or a count that does not
     * match the seats: the judge derives them itself under a random key.
     */
    static List<Long> seatSeeds(MatchRequest request) {
        return request.getSeatSeedsCount() == request.getSeatsCount() ? request.getSeatSeedsList() : List.of();
    }

    MatchSpec spec(MatchRequest request, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        var gameRef = request.getGame();
        if (gameRef.getProtocol() == ProtocolId.PROTOCOL_ID_RDDL) {
            return rddl(request, workspace);
        }
        if (gameRef.getProtocol() == ProtocolId.PROTOCOL_ID_GVGAI) {
            return gvgai(request, workspace);
        }
        BuiltinGame builtin = null;
        if (!gameRef.getBuiltin().isEmpty()) {
            builtin = BuiltinGames.find(gameRef.getBuiltin()).orElseThrow(() -> new UnrunnableMatchException(
                    "unknown built-in game '" + gameRef.getBuiltin() + "' (this runner has " + BuiltinGames.names() + ")"));
        } else if (gameRef.getArtifactSha256().isEmpty()) {
            throw new UnrunnableMatchException("the request names neither a built-in game nor a game program");
        }
        boolean builtinsOwn = gameRef.getProtocol() == ProtocolId.PROTOCOL_ID_UNSPECIFIED && builtin != null;
        Protocol protocol = protocol(builtinsOwn ? builtin.protocol() : gameRef.getProtocol(), gameRef.getDialectMap());
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
            return new MatchSpec(BuiltinGameCatalogue.TABOO.name(), taboo, null, List.of(player(request, workspace, resources, 0)),
                    request.getSeed(), Map.copyOf(gameRef.getOptionsMap()),
                    judgeLimits(taboo.config(gameRef.getOptionsMap()).judgeLimits(JudgeLimits.defaults(), TABOO_CITIES.maxHints()),
                            request.getLimits()),
                    workspace.transcriptFile(), seatSeeds(request));
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
                limits, workspace.transcriptFile(), seatSeeds(request));
    }

    /**
     * An RDDL session, set up as {@code ./arbiter match --game rddl:…} sets it up ({@link RddlPlanners}): no game
     * program (the judge serves the session), one planner under the relay, the planners' limits (2 GiB, one core,
     * the session's budget) under the competition's, and a match deadline past time-allowed + grace, so the
     * judge's own guard (RDDL-C27) is what ends a silent planner.
     */
    private MatchSpec rddl(MatchRequest request, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        var gameRef = request.getGame();
        if (!gameRef.getBuiltin().isEmpty()) {
            throw new UnrunnableMatchException("an rddl match names its files (none: the shipped IPPC files; or a domain set's "
                    + "sha256), not the built-in game '" + gameRef.getBuiltin() + "'");
        }
        if (request.getSeatsCount() != 1) {
            throw new UnrunnableMatchException("an RDDL session has one planner; the request has " + request.getSeatsCount());
        }
        RddlLibrary library = gameRef.getArtifactSha256().isEmpty() ? RddlProtocol.ippc() : domainSet(gameRef.getArtifactSha256(), workspace);
        RddlProtocol protocol;
        RddlSettings settings;
        try {
            protocol = new RddlProtocol(gameRef.getDialectMap(), library);
            settings = protocol.settings(gameRef.getOptionsMap());
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException("the competition's RDDL settings: " + e.getMessage());
        }
        if (!library.instanceNames().contains(settings.instance())) {
            throw new UnrunnableMatchException(settings.instance().isEmpty() ? "the request names no RDDL instance (option instance)"
                    : "no RDDL instance '" + settings.instance() + "' in " + (gameRef.getArtifactSha256().isEmpty()
                    ? "the shipped IPPC files" : "domain set " + gameRef.getArtifactSha256()));
        }
        ResourceLimits resources = resources(RddlPlanners.resources(settings), request.getLimits());
        EntryRef entry = request.getSeats(0);
        var planner = (Participant.Program) player(request, workspace, resources, 0);
        Participant seat = RddlPlanners.seat(planner, settings, clientName(entry), resources);
        JudgeLimits limits = judgeLimits(RddlPlanners.judgeLimits(JudgeLimits.defaults(), settings), request.getLimits());
        return new MatchSpec("rddl:" + settings.instance(), protocol, null, List.of(seat), request.getSeed(),
                Map.copyOf(gameRef.getOptionsMap()), limits, workspace.transcriptFile(), seatSeeds(request));
    }

    /**
     * A GVGAI learning run, set up as {@code ./arbiter match --game gvgai:…} sets it up: no game program (the judge
     * runs the VGDL engine and is the track's server), one learning client behind the relay on localhost:8080,
     * and a match deadline and output cap the run's budgets fit in, unless the competition set its own.
     */
    private MatchSpec gvgai(MatchRequest request, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        var gameRef = request.getGame();
        if (request.getSeatsCount() != 1) {
            throw new UnrunnableMatchException("a GVGAI learning run has one client; the request has " + request.getSeatsCount());
        }
        GvgaiProtocol protocol;
        GvgaiSettings settings;
        try {
            protocol = new GvgaiProtocol(gameRef.getDialectMap(), uploadedGame(gameRef.getArtifactSha256(), workspace));
            settings = protocol.settings(gameRef.getOptionsMap());
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException("the competition's GVGAI settings: " + e.getMessage());
        }
        var client = (Participant.Program) player(request, workspace, resources(request.getLimits()), 0);
        Participant seat = new Participant.Program(GvgaiProtocol.wrap(client.spec(), settings), client.displayPath());
        JudgeLimits limits = judgeLimits(GvgaiProtocol.limits(JudgeLimits.defaults(), settings), request.getLimits());
        return new MatchSpec("gvgai:" + settings.game(), protocol, null, List.of(seat), request.getSeed(),
                Map.copyOf(gameRef.getOptionsMap()), limits, workspace.transcriptFile(), seatSeeds(request));
    }

    /** An organiser's VGDL game, travelling as its checked zip; null when the run plays a shipped game. */
    private static GameFiles uploadedGame(String sha256, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        if (sha256.isEmpty()) {
            return null;
        }
        byte[] zip = workspace.read("GVGAI game", sha256, MAX_GAME_FILES_BYTES);
        try {
            return GameFiles.fromZip(zip);
        } catch (GameFiles.InvalidException e) {
            throw new UnrunnableMatchException("GVGAI game " + sha256 + ": " + e.getMessage());
        }
    }

    private RddlLibrary domainSet(String sha256, MatchWorkspace workspace) throws IOException, UnrunnableMatchException {
        RddlLibrary cached = domainSets.get(sha256);
        if (cached != null) {
            return cached;
        }
        byte[] zip = workspace.read("RDDL domain set", sha256, MAX_DOMAIN_SET_BYTES);
        try {
            RddlLibrary library = DomainSet.fromZip(zip).library();
            domainSets.put(sha256, library);
            return library;
        } catch (DomainSet.InvalidException e) {
            throw new UnrunnableMatchException("RDDL domain set " + sha256 + ": " + e.getMessage());
        }
    }

    /** The session's client-name: a WORD (rddl.md §5), from the entry's name. */
    static String clientName(EntryRef entry) {
        String name = entry.getName().isBlank() ? entry.getEntryId() : entry.getName();
        String word = name.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        return word.isEmpty() ? "planner" : word;
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

    private static Protocol protocol(ProtocolId id, Map<String, String> dialect) throws UnrunnableMatchException {
        if (!Vocabulary.protocols().contains(id)) {
            // UNRECOGNIZED: a protocol of a newer scheduler; UNSPECIFIED: an uploaded game without one.
            throw new UnrunnableMatchException("protocol " + id + " is not supported by this runner ("
                    + String.join(", ", Vocabulary.protocols().stream().map(Vocabulary::wireName).toList()) + ")");
        }
        try {
            return PROTOCOLS.protocol(id, dialect);
        } catch (IllegalArgumentException e) {
            throw new UnrunnableMatchException("the competition's dialect: " + e.getMessage());
        }
    }

    private static ResourceLimits resources(Limits limits) {
        return resources(ResourceLimits.defaults(), limits);
    }

    /** The request's limits laid over {@code base} (zero means "keep base"), as a kit's CLI lays them. */
    private static ResourceLimits resources(ResourceLimits base, Limits limits) {
        return matchLimits(limits).resources(base);
    }

    static JudgeLimits judgeLimits(JudgeLimits defaults, Limits limits) {
        return matchLimits(limits).judge(defaults);
    }

    /** The wire's limits as the judge's one overlay of a competition's limits (shared with arbiter match --competition). */
    static MatchLimits matchLimits(Limits l) {
        return new MatchLimits(l.getNameDeadlineMs(), l.getMoveDeadlineMs(), l.getMatchDeadlineMs(), l.getExitGraceMs(),
                l.getOutputBytes(), l.getAverageWindow(), l.getAverageMoveLimitMs(), l.getMaxConsecutiveTimeouts(),
                l.getGameSilenceMs(), l.getMemoryBytes(), l.getCpuSeconds(), l.getCpus());
    }
}
