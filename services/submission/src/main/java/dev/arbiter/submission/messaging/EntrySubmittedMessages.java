package dev.arbiter.submission.messaging;

import com.google.protobuf.Timestamp;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.submission.persistence.EntryVersion;

/** Builds the entry.submitted message (proto/arbiter/v1/entry.proto) for a stored version. */
public final class EntrySubmittedMessages {

    /** Kafka topic; the record key is the entry id, so one entry's versions stay in order on one partition. */
    public static final String TOPIC = "entry.submitted";

    private EntrySubmittedMessages() {
    }

    public static EntrySubmitted of(EntryVersion version) {
        return EntrySubmitted.newBuilder()
                .setEntryId(version.entry.id.toString())
                .setVersion(version.version)
                .setCompetition(version.entry.competition.slug)
                .setContestant(version.entry.owner.username)
                .setArtifactSha256(version.artefactSha256)
                .setKind(version.kind)
                .addAllCommand(version.command)
                .addAllBuildCommand(version.buildCommand)
                .setLanguage(version.language == null ? "" : version.language)
                .setSizeBytes(version.sizeBytes)
                .setSubmittedAt(Timestamp.newBuilder()
                        .setSeconds(version.receivedAt.getEpochSecond()).setNanos(version.receivedAt.getNano()))
                .setName(version.entry.name)
                .build();
    }
}
