package dev.arbiter.proto;

import com.google.protobuf.ProtocolMessageEnum;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The names people see for the platform's vocabulary enums (arbiter/v1/vocabulary.proto): in the REST API, JSON,
 * CLI flags, configuration and database columns. A name is the constant without its enum's prefix, lower-cased,
 * with '-' for '_' ({@code RANKING_METHOD_LOWEST_TOTAL} is {@code lowest-total}), so the generated enum stays the
 * one place a name is written. Parsing refuses an unknown name with a message that lists the known ones.
 */
public final class Vocabulary {

    private static final Names<ProtocolId> PROTOCOLS = new Names<>("protocol", ProtocolId.values(), ProtocolId.UNRECOGNIZED);
    private static final Names<RankingMethod> RANKING_METHODS = new Names<>("ranking method", RankingMethod.values(),
            RankingMethod.UNRECOGNIZED);
    private static final Names<LadderMethod> LADDER_METHODS = new Names<>("ladder method", LadderMethod.values(),
            LadderMethod.UNRECOGNIZED);

    private Vocabulary() {
    }

    public static String wireName(ProtocolId protocol) {
        return PROTOCOLS.wireName(protocol);
    }

    public static String wireName(RankingMethod method) {
        return RANKING_METHODS.wireName(method);
    }

    public static String wireName(LadderMethod method) {
        return LADDER_METHODS.wireName(method);
    }

    /** @throws IllegalArgumentException for a name that is not a protocol's, listing the protocols */
    public static ProtocolId protocol(String wireName) {
        return PROTOCOLS.parse(wireName);
    }

    /** @throws IllegalArgumentException for a name that is not a ranking method's, listing the methods */
    public static RankingMethod rankingMethod(String wireName) {
        return RANKING_METHODS.parse(wireName);
    }

    /** @throws IllegalArgumentException for a name that is not a ladder method's, listing the methods */
    public static LadderMethod ladderMethod(String wireName) {
        return LADDER_METHODS.parse(wireName);
    }

    public static Optional<ProtocolId> findProtocol(String wireName) {
        return PROTOCOLS.find(wireName);
    }

    public static Optional<RankingMethod> findRankingMethod(String wireName) {
        return RANKING_METHODS.find(wireName);
    }

    public static Optional<LadderMethod> findLadderMethod(String wireName) {
        return LADDER_METHODS.find(wireName);
    }

    /** Every protocol, in declaration order (the order people read them); never UNSPECIFIED. */
    public static List<ProtocolId> protocols() {
        return PROTOCOLS.known;
    }

    /** Every ranking method, in declaration order; never UNSPECIFIED. */
    public static List<RankingMethod> rankingMethods() {
        return RANKING_METHODS.known;
    }

    /** Every ladder method, in declaration order; never UNSPECIFIED. */
    public static List<LadderMethod> ladderMethods() {
        return LADDER_METHODS.known;
    }

    /** One enum's names: its known values (the zero value and protobuf's UNRECOGNIZED have none). */
    private static final class Names<E extends Enum<E> & ProtocolMessageEnum> {

        private final String concept;
        private final String prefix;
        private final List<E> known;

        Names(String concept, E[] values, E unrecognized) {
            this.concept = concept;
            this.prefix = values[0].getDescriptorForType().getName().replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                    .toUpperCase(Locale.ROOT) + "_";
            this.known = Arrays.stream(values).filter(value -> value != unrecognized && value.getNumber() != 0).toList();
        }

        String wireName(E value) {
            if (!known.contains(value)) {
                throw new IllegalArgumentException(value + " has no name: it is not a " + concept);
            }
            return value.name().substring(prefix.length()).toLowerCase(Locale.ROOT).replace('_', '-');
        }

        Optional<E> find(String wireName) {
            return known.stream().filter(value -> wireName(value).equals(wireName)).findFirst();
        }

        E parse(String wireName) {
            return find(wireName).orElseThrow(() -> new IllegalArgumentException("unknown " + concept + " '" + wireName
                    + "': one of " + String.join(", ", known.stream().map(this::wireName).toList())));
        }
    }
}
