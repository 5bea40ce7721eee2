package dev.arbiter.submission.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.testing.KafkaTestBroker;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
class EntrySubmittedMessageTest {

    @Inject
    SubmissionOutbox outbox;
    @Inject
    EntityManager entityManager;

    @Test
    void aRealKafkaConsumerReceivesEntrySubmittedKeyedByEntryIdWithTheStoredArtefact() throws Exception {
        Contestant gus = Contestants.register("gus");
        Instant before = Instant.now().minusSeconds(1);
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "print('paper')").zip();
        String entryId = Uploads.upload(gus.token(), "kafka-bot", "bot.zip", zip).statusCode(201).extract().path("id");
        String sha256 = given().auth().oauth2(gus.token()).get("/api/entries/" + entryId)
                .then().extract().path("versions[0].artefactSha256");

        ConsumerRecord<String, byte[]> record = KafkaTestBroker.shared()
                .awaitRecord(EntrySubmittedMessages.TOPIC, r -> r.key().equals(entryId), Duration.ofSeconds(20))
                .orElseThrow(() -> new AssertionError("no entry.submitted for " + entryId));

        EntrySubmitted message = EntrySubmitted.parseFrom(record.value());
        assertThat(message.getEntryId()).isEqualTo(entryId);
        assertThat(message.getVersion()).isEqualTo(1);
        assertThat(message.getCompetition()).isEqualTo("demo");
        assertThat(message.getContestant()).isEqualTo(gus.username());
        assertThat(message.getName()).isEqualTo("kafka-bot");
        assertThat(message.getArtifactSha256()).isEqualTo(sha256);
        assertThat(message.getKind()).isEqualTo("archive");
        assertThat(message.getCommandList()).containsExactly("python3", "main.py");
        assertThat(message.getSizeBytes()).isEqualTo(zip.length);
        assertThat(Instant.ofEpochSecond(message.getSubmittedAt().getSeconds(), message.getSubmittedAt().getNanos())).isAfter(before).isBefore(Instant.now());
    }

    @Test
    void aMessageCommittedButNeverSentBeforeACrashIsSentByTheNextRelayPass() {
        String key = UUID.randomUUID().toString();
        // Written and committed without the after-commit wake-up: what a crash right after the commit leaves.
        long id = QuarkusTransaction.requiringNew().call(() -> insert(key, null));

        assertThat(KafkaTestBroker.shared().awaitRecord(EntrySubmittedMessages.TOPIC, r -> r.key().equals(key), Duration.ofSeconds(20)))
                .isPresent();
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(20)).until(() -> sentAt(id) != null);
    }

    @Test
    void sentMessagesArePurgedOnlyOnceOlderThanTheRetention() {
        long oldSent = QuarkusTransaction.requiringNew().call(() -> insert(UUID.randomUUID().toString(), Instant.now().minus(Duration.ofDays(30))));
        long recentlySent = QuarkusTransaction.requiringNew().call(() -> insert(UUID.randomUUID().toString(), Instant.now().minus(Duration.ofDays(1))));

        outbox.purgeSent();

        assertThat(QuarkusTransaction.requiringNew().call(() -> exists(oldSent))).isFalse();
        assertThat(QuarkusTransaction.requiringNew().call(() -> exists(recentlySent))).isTrue();
    }

    /** A row as a committed transaction leaves it, without the service's after-commit wake-up. */
    private long insert(String key, Instant sentAt) {
        var insert = entityManager.createNativeQuery("insert into outbox_messages (topic, message_key, payload, sent_at)"
                        + " values (?1, ?2, ?3, " + (sentAt == null ? "null" : "?4") + ") returning id")
                .setParameter(1, EntrySubmittedMessages.TOPIC).setParameter(2, key)
                .setParameter(3, EntrySubmitted.newBuilder().setEntryId(key).setVersion(1).build().toByteArray());
        if (sentAt != null) {
            insert.setParameter(4, sentAt);
        }
        return ((Number) insert.getSingleResult()).longValue();
    }

    private Instant sentAt(long id) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Object at = entityManager.createNativeQuery("select sent_at from outbox_messages where id = ?1")
                    .setParameter(1, id).getSingleResult();
            return at == null ? null : at instanceof java.time.OffsetDateTime odt ? odt.toInstant() : (Instant) at;
        });
    }

    private boolean exists(long id) {
        return !entityManager.createNativeQuery("select 1 from outbox_messages where id = ?1").setParameter(1, id)
                .getResultList().isEmpty();
    }

    @Test
    void aDrainWithNothingLeftToSendSendsNothingAgain() throws InvalidProtocolBufferException {
        Contestant hal = Contestants.register("hal");
        String entryId = Uploads.upload(hal.token(), "once", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        KafkaTestBroker.shared().awaitRecord(EntrySubmittedMessages.TOPIC, r -> r.key().equals(entryId), Duration.ofSeconds(20))
                .orElseThrow();

        assertThat(outbox.drain().sent()).as("the relay sent it already").isEmpty();
        assertThat(outbox.drain().sent()).isEmpty();

        long copies = countRecords(entryId);
        assertThat(copies).isEqualTo(1);
    }

    private static long countRecords(String key) {
        try (var consumer = KafkaTestBroker.shared().newConsumer()) {
            consumer.subscribe(java.util.List.of(EntrySubmittedMessages.TOPIC));
            long count = 0;
            Instant deadline = Instant.now().plusSeconds(4);
            while (Instant.now().isBefore(deadline)) {
                for (var r : consumer.poll(Duration.ofMillis(200))) {
                    if (r.key().equals(key)) {
                        count++;
                    }
                }
            }
            return count;
        }
    }
}
