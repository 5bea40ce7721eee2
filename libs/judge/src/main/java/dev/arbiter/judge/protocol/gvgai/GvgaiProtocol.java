package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.relay.TcpRelay;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.load.GameFiles;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The GVGAI single-player learning track (docs/protocols/gvgai.md): the judge is the server and runs the VGDL
 * engine itself, so a match has no game program, only the learning client. The client connects by TCP to
 * localhost:8080 inside its sandbox, where {@link TcpRelay} bridges that connection to its stdin/stdout and
 * says when it is made; the server speaks first ({@code 0#START}).
 */
public final class GvgaiProtocol implements Protocol {

    /** Loaded games are immutable and shared by every run of the judge. */
    private static final Map<String, GameRules> RULES = new ConcurrentHashMap<>();

    private final Map<String, String> settings;
    /** An organiser's game, playable besides the shipped ones, with private validation levels; or null. */
    private final GameFiles uploaded;
    private final GameRules uploadedRules;

    /** @param settings {@code gvgai.*} keys for every match (see {@link GvgaiSettings}); a match's options override them */
    public GvgaiProtocol(Map<String, String> settings) {
        this(settings, null);
    }

    /**
     * @param uploaded an organiser's game (checked by {@link GameFiles#fromUploads}) that matches may name besides
     *                 the shipped games. Its validation levels are private: the transcript shows no observation
     *                 of them, only that one was sent.
     */
    public GvgaiProtocol(Map<String, String> settings, GameFiles uploaded) {
        if (uploaded != null && ShippedGames.names().contains(uploaded.name())) {
            // Its transcripts and replays would be taken for the shipped game's.
            throw new IllegalArgumentException("an uploaded game may not take the name of the shipped game '" + uploaded.name() + "'");
        }
        this.settings = Map.copyOf(settings);
        this.uploaded = uploaded;
        this.uploadedRules = uploaded == null ? null : uploaded.rules();
        if (uploaded == null || settings.containsKey("game") || settings.containsKey("gvgai.game")) {
            settings(Map.of()); // refuse bad settings now, not in the middle of a competition
        } else {
            settings(Map.of("game", uploaded.name()));
        }
    }

    /**
     * This match's settings: the protocol's, then the match's game options.
     *
     * @throws IllegalArgumentException for a bad setting, or a game the engine cannot play yet (naming why)
     */
    public GvgaiSettings settings(Map<String, String> gameOptions) {
        var merged = new HashMap<>(settings);
        merged.putAll(gameOptions);
        GvgaiSettings s = GvgaiSettings.from(merged, uploaded);
        if (!isUploaded(s.game())) {
            rules(s.game());
        }
        return s;
    }

    /** The loaded game, once per judge; a game with a sprite class or effect the engine lacks is refused here. */
    static GameRules rules(String game) {
        try {
            return RULES.computeIfAbsent(game, ShippedGames::rules);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("gvgai.game: the engine cannot play '" + game + "' yet: " + e.getMessage(), e);
        }
    }

    /**
     * {@code client} as the sandbox must start it: behind the relay on the settings' port, which announces the
     * connection, in a writable copy of its folder (the original track's client wrote its log there).
     */
    public static ProcessSpec wrap(ProcessSpec client, GvgaiSettings settings) {
        return TcpRelay.wrap(client, new TcpRelay.Relayed(settings.port(), true, List.of(),
                Map.of("GVGAI_HOST", "localhost", "GVGAI_PORT", Integer.toString(settings.port())), true));
    }

    /**
     * {@code limits} widened for a run with {@code settings}: the match deadline to the longest the run's budgets
     * allow, and the entry's output cap to what a client answering every tick at full speed writes (its answers
     * are short, but training may run to millions of ticks).
     */
    public static JudgeLimits limits(JudgeLimits limits, GvgaiSettings settings) {
        var needed = Duration.ofMillis(settings.worstCaseMillis()).plusMinutes(1);
        JudgeLimits l = needed.compareTo(limits.matchDeadline()) > 0 ? limits.withMatchDeadline(needed) : limits;
        long output = ANSWER_BYTES * TICKS_PER_MILLI * settings.worstCaseMillis();
        return output > l.outputLimitBytes() ? l.withOutputLimit(output) : l;
    }

    /** An answer line at most ("1234567#ACTION_RIGHT#JSON\n" and room to spare), and a tick rate no judge reaches. */
    private static final long ANSWER_BYTES = 40;
    private static final long TICKS_PER_MILLI = 5;

    @Override
    public ProtocolId id() {
        return ProtocolId.PROTOCOL_ID_GVGAI;
    }

    @Override
    public boolean needsGameProgram() {
        return false;
    }

    /** The client's lines are short ASCII answers; the judge's own lines (observations) are not limited. */
    @Override
    public Framing framing(JudgeLimits limits) {
        return Framing.asciiLines(limits.maxLineBytes());
    }

    @Override
    public ProtocolSession open(MatchContext context) {
        GvgaiSettings s = settings(context.gameOptions());
        if (isUploaded(s.game())) {
            return new GvgaiRun(context, s, new LearningGame(uploadedRules, uploaded::level, true));
        }
        return new GvgaiRun(context, s,
                new LearningGame(rules(s.game()), level -> ShippedGames.level(s.game(), level), false));
    }

    private boolean isUploaded(String game) {
        return uploaded != null && uploaded.name().equals(game);
    }
}
