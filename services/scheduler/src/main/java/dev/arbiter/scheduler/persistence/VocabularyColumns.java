package dev.arbiter.scheduler.persistence;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/**
 * The vocabulary enums as database columns: their lowercase names ({@link Vocabulary}), which the columns held
 * before the enums existed, so that no migration was needed and a row reads the same in psql as in the API.
 */
public final class VocabularyColumns {

    private VocabularyColumns() {
    }

    @Converter
    public static final class ProtocolColumn implements AttributeConverter<ProtocolId, String> {
        @Override
        public String convertToDatabaseColumn(ProtocolId protocol) {
            return protocol == null ? null : Vocabulary.wireName(protocol);
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
            return method == null ? null : Vocabulary.wireName(method);
        }

        @Override
        public RankingMethod convertToEntityAttribute(String name) {
            return name == null ? null : Vocabulary.rankingMethod(name);
        }
    }
}
