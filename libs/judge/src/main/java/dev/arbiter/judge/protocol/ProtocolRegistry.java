package dev.arbiter.judge.protocol;

import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.lmc.LmcVariant;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.judge.protocol.taboo.TabooGameSource;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.Map;
import java.util.Objects;

/**
 * The protocols this judge referees: one for each {@link ProtocolId} (arbiter/v1/vocabulary.proto, whose names
 * competitions and the command line use). The one place that turns an id and a competition's dialect table into a
 * {@link Protocol}: {@code ./arbiter match} and the runners both ask here, so a match played at home is refereed
 * exactly as on the platform. A new protocol is a new {@link ProtocolId} and a case here.
 */
public final class ProtocolRegistry {

    private final TabooGameSource tabooGames;

    /** @param tabooGames what Taboo matches describe (the built-in city data set, or an organiser's) */
    public ProtocolRegistry(TabooGameSource tabooGames) {
        this.tabooGames = Objects.requireNonNull(tabooGames, "tabooGames");
    }

    /**
     * The protocol {@code id} speaking {@code dialect} (its keys are the protocol's dialect table:
     * {@code lmc2.*}/{@code lmc.*} for LMC, {@code taboo.*} for Taboo, {@code rddl.*} for RDDLSim, {@code gvgai.*} for GVGAI).
     *
     * @throws IllegalArgumentException for the zero value (no protocol), or naming the key of a dialect entry that
     *                                  is unknown or has a bad value
     */
    public Protocol protocol(ProtocolId id, Map<String, String> dialect) {
        return switch (id) {
            case PROTOCOL_ID_LMC1 -> new LmcProtocol(LmcVariant.LMC1, LmcDialect.withOverrides(dialect));
            case PROTOCOL_ID_LMC2 -> new LmcProtocol(LmcVariant.LMC2, LmcDialect.withOverrides(dialect));
            case PROTOCOL_ID_TABOO -> new TabooProtocol(dialect, tabooGames);
            case PROTOCOL_ID_RDDL -> new RddlProtocol(dialect);
            case PROTOCOL_ID_GVGAI -> new GvgaiProtocol(dialect);
            case PROTOCOL_ID_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException("no protocol named");
        };
    }
}
