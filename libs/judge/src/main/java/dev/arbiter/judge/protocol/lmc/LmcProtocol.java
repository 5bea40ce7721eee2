package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.proto.v1.ProtocolId;

import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The Learning Machine Challenge judge protocol (lmc1.md, lmc2.md): a game program speaking layer 0
 * to the judge, one or two players speaking layer 1 (and layer 2 hints in LMC2) through it.
 */
public final class LmcProtocol implements Protocol {

    private final LmcVariant variant;
    private final LmcDialect dialect;

    public LmcProtocol(LmcVariant variant, LmcDialect dialect) {
        this.variant = variant;
        this.dialect = dialect;
    }

    public static LmcProtocol lmc1() {
        return new LmcProtocol(LmcVariant.LMC1, LmcDialect.defaults());
    }

    public static LmcProtocol lmc2() {
        return new LmcProtocol(LmcVariant.LMC2, LmcDialect.defaults());
    }

    @Override
    public ProtocolId id() {
        return variant.id();
    }

    @Override
    public boolean needsGameProgram() {
        return true;
    }

    @Override
    public Framing framing(JudgeLimits limits) {
        return Framing.asciiLines(limits.maxLineBytes());
    }

    /** Comment lines ({@code #…} when the dialect has comments): logged, never relayed, so outside the protocol. */
    @Override
    public Predicate<String> outOfProtocolLine() {
        return dialect::isComment;
    }

    @Override
    public ProtocolSession open(MatchContext context) {
        return new LmcSession(context, variant, dialect, sessionCap(context.limits(), context.gameOptions()));
    }

    /**
     * lmc2.md §8: a session may last 2 × (moves × the average move limit) + 60 s, when the game says how many
     * moves it has (its {@code moves} option); never longer than the match's own time limit.
     */
    public static Duration sessionCap(JudgeLimits limits, Map<String, String> gameOptions) {
        Duration limit = limits.matchDeadline();
        String moves = gameOptions.get("moves");
        if (moves == null || !moves.strip().matches("[0-9]{1,9}")) {
            return limit;
        }
        Duration spec = limits.averageMoveLimit().multipliedBy(2L * Long.parseLong(moves.strip())).plusSeconds(60);
        return spec.compareTo(limit) < 0 ? spec : limit;
    }

    public LmcVariant variant() {
        return variant;
    }

    public LmcDialect dialect() {
        return dialect;
    }
}
