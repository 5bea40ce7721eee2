package dev.arbiter.judge.protocol;

import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.lmc.LmcVariant;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.judge.protocol.taboo.TabooGameSource;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The protocols this judge referees, by the id competitions and the command line name them. The one place
 * that turns an id and a competition's dialect table into a {@link Protocol}: {@code ./arbiter match} and the
 * runners both ask here, so a match played at home is refereed exactly as on the platform. A new protocol
 * is added here and nowhere else.
 */
public final class ProtocolRegistry {

    public static final String LMC1 = "lmc1";
    public static final String LMC2 = "lmc2";
    public static final String TABOO = TabooProtocol.ID;
    public static final String RDDL = RddlProtocol.ID;
    public static final String GVGAI = GvgaiProtocol.ID;

    private static final List<String> IDS = List.of(LMC1, LMC2, TABOO, RDDL, GVGAI);

    private final TabooGameSource tabooGames;

    /** @param tabooGames what Taboo matches describe (the built-in city data set, or an organiser's) */
    public ProtocolRegistry(TabooGameSource tabooGames) {
        this.tabooGames = Objects.requireNonNull(tabooGames, "tabooGames");
    }

    /** Every protocol id, in the order people read them. */
    public static List<String> ids() {
        return IDS;
    }

    /** Whether {@code id} names a protocol of this judge. */
    public static boolean isKnown(String id) {
        return IDS.contains(id);
    }

    /**
     * The protocol {@code id} speaking {@code dialect} (its keys are the protocol's dialect table:
     * {@code lmc2.*}/{@code lmc.*} for LMC, {@code taboo.*} for Taboo, {@code rddl.*} for RDDLSim, {@code gvgai.*} for GVGAI).
     *
     * @throws IllegalArgumentException naming the known ids for an unknown one, or naming the key of a
     *                                  dialect entry that is unknown or has a bad value
     */
    public Protocol protocol(String id, Map<String, String> dialect) {
        return switch (id) {
            case LMC1 -> new LmcProtocol(LmcVariant.LMC1, LmcDialect.withOverrides(dialect));
            case LMC2 -> new LmcProtocol(LmcVariant.LMC2, LmcDialect.withOverrides(dialect));
            case TABOO -> new TabooProtocol(dialect, tabooGames);
            case RDDL -> new RddlProtocol(dialect);
            case GVGAI -> new GvgaiProtocol(dialect);
            default -> throw new IllegalArgumentException(
                    "protocol '" + id + "' is not one of " + String.join(", ", IDS));
        };
    }
}
