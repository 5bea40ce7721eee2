package dev.arbiter.scheduler;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.MatchKind;
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
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** What the platform keeps, by competition and kind, as an organiser reads it (issue 32's report). */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class StorageReportTest {

    @Inject
    CompetitionService competitions;
    @Inject
    BlobStore blobs;

    @Test
    void theReportCountsKeptTranscriptsTheirStoredBytesAndWhatExpiresWithinADay() throws Exception {
        String slug = RunnerDouble.slug("storage");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        // A transcript as the runner stores it: text, so the store keeps it compressed.
        byte[] played = "{\"src\":\"p1\",\"line\":\"@output rock\"}\n".repeat(2000).getBytes(StandardCharsets.UTF_8);
        String transcript = blobs.put(new ByteArrayInputStream(played)).hex();
        Instant now = Instant.now();
        QuarkusTransaction.requiringNew().run(() -> {
            Competition c = competitions.find(slug);
            Entry a = StoredRecords.ready(c, "a");
            Entry b = StoredRecords.ready(c, "b");
            StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofDays(13).plusHours(12)), transcript, a, b);
            StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofHours(1)), transcript, a, b);
            StoredRecords.finishedMatch(c, MatchKind.VALIDATION, now.minus(Duration.ofDays(30)), transcript, a, a);
            dev.arbiter.scheduler.persistence.Match.update("transcriptBytes = ?1 where competition = ?2",
                    (long) played.length, c);
        });

        var report = organiser().get("/api/scheduler/storage").then().statusCode(200).extract().jsonPath();
        var ladder = report.getMap("rows.find { it.competition == '" + slug + "' && it.kind == 'ladder' }");
        assertThat(ladder).containsEntry("kept", 2).containsEntry("expired", 0)
                // 14 days by default: the match 13.5 days old crosses the bound within a day.
                .containsEntry("expiringWithinADay", 1);
        assertThat(((Number) ladder.get("playedBytes")).longValue()).isEqualTo(2L * played.length);
        assertThat(((Number) ladder.get("storedBytes")).longValue()).as("stored compressed").isPositive()
                .isLessThan(played.length / 4);
        assertThat(report.getMap("rows.find { it.competition == '" + slug + "' && it.kind == 'validation' }"))
                .containsEntry("kept", 1).containsEntry("expiringWithinADay", 0);
        assertThat(report.getString("disk")).isEqualTo("plenty");
    }

    @Test
    void onlyOrganisersReadTheReport() {
        given().get("/api/scheduler/storage").then().statusCode(401);
    }
}
