package dev.arbiter.scheduler;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.service.BlobCollector;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.support.StoredRecords;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/** The collector deletes the blobs no scheduler record needs and keeps every one a record names. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class BlobCollectorTest {

    @Inject
    BlobStore blobs;
    @Inject
    BlobCollector collector;
    @Inject
    CompetitionService competitions;

    /** A blob stored two days ago. */
    private Digest oldBlob(String text) throws IOException {
        Digest digest = blobs.put(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        Files.setLastModifiedTime(((FileSystemBlobStore) blobs).pathOf(digest),
                FileTime.from(Instant.now().minus(Duration.ofDays(2))));
        return digest;
    }

    @Test
    void anExpiredTranscriptsBlobIsDeletedAndEveryReferencedBlobStays() throws Exception {
        String slug = RunnerDouble.slug("collected");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        Digest program = oldBlob("#!/bin/sh\n# entry " + slug + "\n");
        Digest oldTranscript = oldBlob("{\"t\":0,\"type\":\"header\"} " + slug + " old\n".repeat(50));
        Digest newTranscript = oldBlob("{\"t\":0,\"type\":\"header\"} " + slug + " new\n".repeat(50));
        Digest abandonedUpload = oldBlob("an upload that never became an entry " + slug);
        Digest freshUpload = blobs.put(new ByteArrayInputStream(("uploaded a moment ago " + slug).getBytes(StandardCharsets.UTF_8)));
        QuarkusTransaction.requiringNew().run(() -> {
            Competition c = competitions.find(slug);
            Entry a = StoredRecords.ready(c, "a");
            a.artifactSha256 = program.hex();
            Entry b = StoredRecords.ready(c, "b");
            StoredRecords.finishedMatch(c, MatchKind.LADDER, Instant.now().minus(Duration.ofDays(30)), oldTranscript.hex(), a, b);
            StoredRecords.finishedMatch(c, MatchKind.LADDER, Instant.now().minus(Duration.ofMinutes(5)), newTranscript.hex(), a, b);
        });
        organiser().body(Map.of("ladderTranscriptDays", 14)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(200);

        BlobStore.Sweep sweep = collector.collect().orElseThrow();

        assertThat(blobs.exists(oldTranscript)).as("the 30-day-old transcript expired and went").isFalse();
        assertThat(blobs.exists(abandonedUpload)).isFalse();
        assertThat(blobs.exists(program)).isTrue();
        assertThat(blobs.exists(newTranscript)).isTrue();
        assertThat(blobs.exists(freshUpload)).as("younger than the grace period").isTrue();
        assertThat(sweep.deleted()).isGreaterThanOrEqualTo(2);
        assertThat(QuarkusTransaction.requiringNew().call(() -> Match.count("competition.slug", slug)))
                .as("the matches stay").isEqualTo(2L);
        given().get("/q/metrics").then().statusCode(200).body(containsString("arbiter_blobs_collected_total"))
                .body(containsString("arbiter_scheduler_transcripts_expired_total{competition=\"" + slug + "\"} 1.0"));
    }
}
