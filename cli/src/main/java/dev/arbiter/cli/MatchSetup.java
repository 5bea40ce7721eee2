package dev.arbiter.cli;

import dev.arbiter.games.BuiltinGame;
import dev.arbiter.games.BuiltinGames;
import dev.arbiter.games.GameMain;
import dev.arbiter.games.taboo.CityDescriber;
import dev.arbiter.games.taboo.TabooCompetition;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolRegistry;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.judge.protocol.rddl.RddlPlanners;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.sandbox.ExecutableInspector;
import dev.arbiter.sandbox.ExecutableKind;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackends;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;

/** Turns command-line options into a {@link MatchSpec}, refusing bad input with a clear message. */
final class MatchSetup {

    private final MatchOptions options;
    private final BuiltinGame builtin;
    /** The IPPC instance of an {@code rddl:} game, or null. */
    private final RddlGame rddl;
    /** The VGDL game of a {@code gvgai:} run, or null. */
    private final GvgaiGame gvgai;
    private final Protocol protocol;
    private final JudgeLimits limits;

    MatchSetup(MatchOptions options) {
        this.options = options;
        options.applyCompetition();
        this.builtin = BuiltinGames.find(options.game).orElse(null);
        this.rddl = RddlGame.parse(options.game).orElse(null);
        this.gvgai = GvgaiGame.parse(options.game).orElse(null);
        if (builtin == null && rddl == null && gvgai == null) {
            Path path = Path.of(options.game);
            if (!Files.exists(path)) {
                throw new UsageException("--game " + options.game + ": neither a built-in game (" + BuiltinGames.names()
                        + ") nor an existing file");
            }
            checkRunnable(path, "--game");
        }
        this.protocol = protocol();
        this.limits = limits();
    }

    /** An {@code rddl:} game's settings (rounds, time-allowed…: -o rddl.*), refused now if bad. */
    private java.util.Optional<dev.arbiter.judge.protocol.rddl.RddlSettings> rddlSettings() {
        if (rddl == null) {
            return java.util.Optional.empty();
        }
        var gameOptions = new HashMap<>(options.gameOptions());
        gameOptions.put("instance", rddl.instance());
        try {
            return java.util.Optional.of(((RddlProtocol) protocol).settings(gameOptions));
        } catch (IllegalArgumentException e) {
            throw new UsageException("-o: " + e.getMessage());
        }
    }

    static Sandbox sandbox(String backend) {
        try {
            return SandboxBackends.create(backend);
        } catch (SandboxException e) {
            throw new UsageException("--backend " + backend + ": " + e.getMessage());
        }
    }

    String gameName() {
        if (rddl != null) {
            return rddl.gameName();
        }
        if (gvgai != null) {
            return gvgai.gameName();
        }
        return builtin != null ? builtin.name() : Path.of(options.game).getFileName().toString();
    }

    /** The protocol: what decides how a tournament is ranked. */
    ProtocolId protocolId() {
        return protocol.id();
    }

    int minPlayers() {
        return builtin != null ? builtin.minPlayers() : 1;
    }

    int maxPlayers() {
        if (rddl != null || gvgai != null) {
            return 1; // one planner per session, one learning client per run, as on the reference servers
        }
        return builtin != null ? builtin.maxPlayers() : 2;
    }

    /** Seats in a tournament match: the game's own choice, or two for a game program that takes two. */
    int tournamentSeats() {
        return builtin != null ? builtin.seats() : gvgai != null ? 1 : 2;
    }

    MatchSpec spec(List<Path> players, long seed, Path transcript) {
        if (players.size() < minPlayers() || players.size() > maxPlayers()) {
            throw new UsageException(gameName() + " takes " + minPlayers() + (maxPlayers() > minPlayers() ? "–" + maxPlayers() : "")
                    + " players; " + players.size() + " given with --player");
        }
        var participants = new ArrayList<Participant>();
        for (int i = 0; i < players.size(); i++) {
            participants.add(program("p" + (i + 1), players.get(i), List.of()));
        }
        var gameOptions = new HashMap<>(options.gameOptions());
        if (rddl != null) {
            gameOptions.put("instance", rddl.instance());
            participants.replaceAll(p -> rddlPlanner((Participant.Program) p));
        }
        if (gvgai != null) {
            gameOptions.put("game", gvgai.game());
            var settings = gvgai.settings((GvgaiProtocol) protocol, options.gameOptions());
            participants.replaceAll(p -> GvgaiGame.client((Participant.Program) p, settings));
        }
        return new MatchSpec(gameName(), protocol, game(), participants, seed, gameOptions, limits, transcript,
                playerSeeds(seed, participants.size()));
    }

    /** The players' seeds: as given with --player-seed, or derived from the match seed under --seed-key (none: the judge's random key). */
    private List<Long> playerSeeds(long seed, int players) {
        if (!options.playerSeeds.isEmpty()) {
            if (options.playerSeeds.size() != players) {
                throw new UsageException(players + " players but " + options.playerSeeds.size() + " --player-seed; give one per --player");
            }
            return List.copyOf(options.playerSeeds);
        }
        if (options.seedKey == null) {
            return List.of();
        }
        try {
            return dev.arbiter.judge.seed.SeedPrf.fromText(options.seedKey).seatSeeds(seed, players);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--seed-key: " + e.getMessage());
        }
    }

    /** A planner started under the relay that gives it localhost:2323 inside its sandbox, as the runners start it. */
    private Participant rddlPlanner(Participant.Program planner) {
        var settings = rddlSettings().orElseThrow();
        String clientName = Path.of(planner.displayPath()).getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return RddlPlanners.seat(planner, settings, clientName, options.competitionLimits().resources(RddlPlanners.resources(settings)));
    }

    /** Whether the judge referees this game itself: Taboo, which {@link TabooRun} plays. */
    boolean isTaboo() {
        return protocol instanceof TabooProtocol;
    }

    /** A Taboo competition over the built-in data set, its settings and options checked now. */
    TabooCompetition tabooCompetition() {
        var taboo = (TabooProtocol) protocol;
        var competition = new TabooCompetition(taboo, (CityDescriber) taboo.games(), limits, options.gameOptions());
        try {
            taboo.config(options.gameOptions());
            competition.gameSet(0, 1);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return competition;
    }

    /** A Taboo entry: shown by its file name. */
    TabooCompetition.Contestant contestant(Path path) {
        return new TabooCompetition.Contestant(path.getFileName().toString(), program("p1", path, List.of()));
    }

    private Participant game() {
        if (!protocol.needsGameProgram()) {
            return null;
        }
        if (builtin == null) {
            return program("game", Path.of(options.game), List.of());
        }
        if (!options.gameProcess) {
            return new Participant.InProcess(builtin.program(((LmcProtocol) protocol).dialect()), "builtin:" + builtin.name());
        }
        var command = new ArrayList<String>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", ownJar(), GameMain.class.getName(), builtin.name()));
        options.gameOptions().forEach((k, v) -> command.add(k + "=" + v));
        // The game speaks the judge's dialect: the competition's, then --dialect's.
        options.competitionDialect().forEach((k, v) -> command.add(k + "=" + v));
        dialectOverrides().forEach((k, v) -> command.add(k + "=" + v));
        // A sandbox shows the game program its own jar and nothing else of the host's files.
        var spec = new ProcessSpec("game", command, null, java.util.Map.of(), null, List.of(Path.of(ownJar())));
        return new Participant.Program(spec, "builtin:" + builtin.name() + " (as a program)");
    }

    private static String ownJar() {
        try {
            return Path.of(MatchSetup.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (Exception e) {
            throw new IllegalStateException("cannot locate the arbiter jar", e);
        }
    }

    private Participant program(String label, Path path, List<String> args) {
        checkRunnable(path, label.equals("game") ? "--game" : "--player");
        var command = new ArrayList<String>();
        command.add(path.toAbsolutePath().toString());
        command.addAll(args);
        Path dir = path.toAbsolutePath().getParent();
        // A competition's sandbox limits, laid over the defaults as the runner lays them; else the backend's defaults.
        ResourceLimits resources = options.competition == null ? null : options.competitionLimits().resources(ResourceLimits.defaults());
        return new Participant.Program(new ProcessSpec(label, command, dir, java.util.Map.of(), resources, List.of(dir)), path.toString());
    }

    private void checkRunnable(Path path, String option) {
        ExecutableKind kind;
        try {
            kind = ExecutableInspector.inspect(path);
        } catch (SandboxException e) {
            throw new UsageException(option + " " + e.getMessage());
        }
        if (kind == ExecutableKind.PE32_PLUS) {
            if (options.backend.equals(UnsandboxedBackend.NAME)) {
                throw new UsageException(option + " " + path + ": Windows programs run under Wine: use --backend local or docker");
            }
            return; // Wine opens it; it need not be executable
        }
        if (!Files.isExecutable(path)) {
            throw new UsageException(option + " " + path + ": not executable (try: chmod +x " + path + ")");
        }
    }

    private ProtocolId protocolOption() {
        try {
            return Vocabulary.protocol(options.protocol);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--protocol: " + e.getMessage());
        }
    }

    private Protocol protocol() {
        ProtocolId id = rddl != null ? ProtocolId.PROTOCOL_ID_RDDL : gvgai != null ? ProtocolId.PROTOCOL_ID_GVGAI
                : builtin != null ? builtin.protocol() : options.protocol == null ? ProtocolId.PROTOCOL_ID_LMC2
                : protocolOption();
        if (rddl == null && id == ProtocolId.PROTOCOL_ID_RDDL) {
            throw new UsageException("--protocol rddl: name the instance with --game rddl:<instance> instead");
        }
        var dialect = new HashMap<String, String>(options.competitionDialect());
        dialectOverrides().forEach((k, v) -> dialect.put(k.toString(), v.toString()));
        try {
            return new ProtocolRegistry(CityDescriber.builtin()).protocol(id, dialect);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--dialect " + options.dialect + ": " + e.getMessage());
        }
    }

    /** The --dialect file's keys (LMC or Taboo dialect table), or none. */
    private Properties dialectOverrides() {
        var overrides = new Properties();
        if (options.dialect == null) {
            return overrides;
        }
        try (InputStream in = Files.newInputStream(options.dialect)) {
            overrides.load(in);
        } catch (IOException e) {
            throw new UsageException("--dialect " + options.dialect + ": " + e.getMessage());
        }
        return overrides;
    }

    private JudgeLimits limits() {
        var l = builtin != null ? builtin.limits() : JudgeLimits.defaults();
        var rddlSettings = rddlSettings();
        if (rddlSettings.isPresent()) {
            // A session may legitimately use all of time-allowed, and a silent planner is waited for the grace too.
            l = RddlPlanners.judgeLimits(l, rddlSettings.get());
        }
        if (gvgai != null) {
            l = GvgaiProtocol.limits(l, gvgai.settings((GvgaiProtocol) protocol, options.gameOptions()));
        }
        // The competition's limits over the game's, in the runner's order; the clock options below override both.
        l = options.competitionLimits().judge(l);
        if (options.moveDeadlineMs != null) {
            l = l.withMoveDeadline(Duration.ofMillis(options.moveDeadlineMs));
        }
        if (options.nameDeadlineMs != null) {
            l = l.withNameDeadline(Duration.ofMillis(options.nameDeadlineMs));
        }
        if (options.matchDeadlineS != null) {
            l = l.withMatchDeadline(Duration.ofSeconds(options.matchDeadlineS));
        }
        if (options.exitGraceMs != null) {
            l = l.withExitGrace(Duration.ofMillis(options.exitGraceMs));
        }
        return l;
    }
}
