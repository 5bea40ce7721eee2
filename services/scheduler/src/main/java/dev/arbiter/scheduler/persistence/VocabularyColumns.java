package dev.arbiter.scheduler.persistence;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/**
 * The vocabulary enums as database columns: their lowercase names ({@link Vocabulary}), which the columns held
 * before the enums existed, so that no migration was needed and a row reads the same in psql as in the API.
 * A value without a name (the zero value) is no value: null. Hibernate also converts every constant while it
 * boots, so that conversion must not throw.
 */
public final class VocabularyColumns {

    private VocabularyColumns() {
    }

    @Converter
    public static final class ProtocolColumn implements AttributeConverter<ProtocolId, String> {
        @Override
        public String convertToDatabaseColumn(ProtocolId protocol) {
            return Vocabulary.protocols().contains(protocol) ? Vocabulary.wireName(protocol) : null;
        }

        @Override
        public ProtocolId convertToEntityAttribute(String name) {
            return name == null ? null : Vocabulary.protocol(name);
        }
    }

    @Converter
    public static final class RankingMethodColumn implements AttributeConverter<RankingMethod, String> {
        @Override
        public String convertToDatabaseColumn(RankingMethod method) {
            return Vocabulary.rankingMethods().contains(method) ? Vocabulary.wireName(method) : null;
        }

        @Override
        public RankingMethod convertToEntityAttribute(String name) {
            return name == null ? null : Vocabulary.rankingMethod(name);
        }
    }
}
