package dev.arbiter.scheduler;

import dev.arbiter.proto.v1.TranscriptsExpired;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.service.TranscriptRetention;
import dev.arbiter.scheduler.support.StoredRecords;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Ladder transcripts expire past their competition's days or outside each entry's latest matches; validation,
 * official and rerun transcripts stay until the competition is archived; the match rows stay for good.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class TranscriptRetentionTest {

    /** The transcript every match here names; its blob is not what these tests are about. */
    private static final String TRANSCRIPT = "cd".repeat(32);

    @Inject
    CompetitionService competitions;
    @Inject
    TranscriptRetention retention;

    @Test
    void aNewCompetitionKeepsLadderTranscriptsForTheInstallationsDefaults() {
        String slug = RunnerDouble.slug("defaults");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));

        organiser().get("/api/competitions/" + slug).then().statusCode(200)
                .body("ladderTranscriptDays", equalTo(14)).body("ladderTranscriptsPerEntry", equalTo(200))
                .body("transcriptsKept", equalTo("kept 14 days, and only each entry's last 200 ladder matches"));
    }

    @Test
    void theOrganisersPageShowsAndSetsTheRetention() {
        String slug = RunnerDouble.slug("retention-form");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        String session = SchedulerApi.organiserSession();
        var page = given().cookie("arbiter-session", session).get("/organiser/competitions/" + slug);
        page.then().statusCode(200).body(containsString("kept 14 days, and only each entry"));
        String token = page.htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");

        given().cookie("arbiter-session", session).redirects().follow(false).formParam("csrf-token", token)
                .formParam("ladderTranscriptDays", "30").formParam("ladderTranscriptsPerEntry", "50")
                .post("/organiser/competitions/" + slug + "/retention").then().statusCode(303);

        organiser().get("/api/competitions/" + slug).then().statusCode(200)
                .body("transcriptsKept", equalTo("kept 30 days, and only each entry's last 50 ladder matches"));
    }

    @Test
    void retentionOutOfRangeIsRefusedNamingTheBound() {
        String slug = RunnerDouble.slug("bounds");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));

        organiser().body(Map.of("ladderTranscriptDays", 0)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(400).body("detail", containsString("ladderTranscriptDays must be 1-3650"));
        organiser().body(Map.of("ladderTranscriptsPerEntry", -5)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(400).body("detail", containsString("ladderTranscriptsPerEntry"));
        organiser().body(Map.of("ladderTranscriptDays", 7)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(200).body("ladderTranscriptDays", equalTo(7)).body("ladderTranscriptsPerEntry", equalTo(200));
        SchedulerApi.organiserUpload().contentType("application/json").body(Map.of("ladderTranscriptDays", 7))
                .put("/api/competitions/" + RunnerDouble.slug("missing") + "/retention").then().statusCode(404);
    }

    @Test
    void ladderTranscriptsExpireWhenTooOldOrBeyondEveryEntrysLatestMatches() {
        String slug = RunnerDouble.slug("ladder-retention");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        Instant now = Instant.now();
        Map<String, String> ids = QuarkusTransaction.requiringNew().call(() -> {
            Competition c = competitions.find(slug);
            Entry a = StoredRecords.ready(c, "a");
            Entry b = StoredRecords.ready(c, "b");
            Entry lone = StoredRecords.ready(c, "c");
            return Map.of(
                    "old", StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofDays(20)), TRANSCRIPT, a, b),
                    "third", StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofHours(3)), TRANSCRIPT, a, b),
                    "second", StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofHours(2)), TRANSCRIPT, a, b),
                    "latest", StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofHours(1)), TRANSCRIPT, a, b),
                    // a's fourth newest, but c's only one: c still counts it.
                    "lone", StoredRecords.finishedMatch(c, MatchKind.LADDER, now.minus(Duration.ofHours(4)), TRANSCRIPT, lone, a),
                    "validation", StoredRecords.finishedMatch(c, MatchKind.VALIDATION, now.minus(Duration.ofDays(30)), TRANSCRIPT, a, a));
        });
        organiser().body(Map.of("ladderTranscriptsPerEntry", 2)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(200);

        assertThat(expired(slug)).containsExactlyInAnyOrder(ids.get("old"), ids.get("third"));
        assertThat(QuarkusTransaction.requiringNew().call(() -> retention.expire(competitions.find(slug), Instant.now())))
                .as("a second pass finds nothing new").isEmpty();
        assertThat(announced(slug)).containsExactlyInAnyOrder(ids.get("old"), ids.get("third"));

        organiser().body(Map.of("ladderTranscriptsPerEntry", 1)).put("/api/competitions/" + slug + "/retention")
                .then().statusCode(200);
        assertThat(expired(slug)).containsExactlyInAnyOrder(ids.get("old"), ids.get("third"), ids.get("second"));
        assertThat(expired(slug)).doesNotContain(ids.get("validation"), ids.get("latest"), ids.get("lone"));
        assertThat(QuarkusTransaction.requiringNew().call(() -> Match.count("competition.slug", slug)))
                .as("every match row stays").isEqualTo(6L);
    }

    @Test
    void archivingExpiresEveryTranscriptAndIsForGood() {
        String slug = RunnerDouble.slug("archived");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        String validation = QuarkusTransaction.requiringNew().call(() -> {
            Competition c = competitions.find(slug);
            Entry a = StoredRecords.ready(c, "a");
            return StoredRecords.finishedMatch(c, MatchKind.VALIDATION, Instant.now().minus(Duration.ofDays(400)), TRANSCRIPT, a, a);
        });
        assertThat(QuarkusTransaction.requiringNew().call(() -> retention.expire(competitions.find(slug), Instant.now())))
                .as("validation transcripts are kept while the competition is not archived").isEmpty();

        organiser().contentType("text/plain").body("archived").put("/api/competitions/" + slug + "/phase")
                .then().statusCode(200).body("phase", equalTo("archived"))
                .body("transcriptsKept", equalTo("kept until the competition was archived"));

        assertThat(expired(slug)).containsExactly(validation);
        organiser().contentType("text/plain").body("open").put("/api/competitions/" + slug + "/phase")
                .then().statusCode(409).body("detail", containsString("stays archived"));
    }

    private static List<String> expired(String slug) {
        return QuarkusTransaction.requiringNew().call(() -> Match.<Match>list(
                "competition.slug = ?1 and transcriptExpiredAt is not null", slug).stream().map(m -> m.id).toList());
    }

    /** The match ids the outbox carries on transcript.expired for the competition. */
    private static List<String> announced(String slug) {
        List<?> payloads = QuarkusTransaction.requiringNew().call(() -> Match.getEntityManager().createNativeQuery(
                        "select payload from outbox_messages where topic = 'transcript.expired' and message_key = :slug order by id")
                .setParameter("slug", slug).getResultList());
        return payloads.stream().flatMap(payload -> {
            try {
                TranscriptsExpired message = TranscriptsExpired.parseFrom((byte[]) payload);
                assertThat(message.getKept()).isEqualTo("kept 14 days, and only each entry's last 2 ladder matches");
                return message.getMatchIdsList().stream();
            } catch (com.google.protobuf.InvalidProtocolBufferException e) {
                throw new AssertionError(e);
            }
        }).toList();
    }
}
