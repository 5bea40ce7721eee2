package dev.arbiter.submission.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.submission.persistence.OutboxMessage;
import dev.arbiter.submission.persistence.OutboxRepository;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.testing.KafkaTestBroker;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
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
    OutboxRelay relay;
    @Inject
    OutboxRepository outbox;

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
        // Written and committed without the after-commit trigger: what a crash right after the commit leaves.
        QuarkusTransaction.requiringNew().run(() -> {
            OutboxMessage message = new OutboxMessage();
            message.topic = EntrySubmittedMessages.TOPIC;
            message.messageKey = key;
            message.payload = EntrySubmitted.newBuilder().setEntryId(key).setVersion(1).build().toByteArray();
            message.subjectId = -1;
            outbox.persist(message);
        });

        assertThat(KafkaTestBroker.shared().awaitRecord(EntrySubmittedMessages.TOPIC, r -> r.key().equals(key), Duration.ofSeconds(20)))
                .isPresent();
        assertThat(QuarkusTransaction.requiringNew().call(() -> outbox.find("messageKey", key).firstResult().sentAt)).isNotNull();
    }

    @Test
    void sentMessagesArePurgedOnlyOnceOlderThanTheRetention() {
        long oldSent = persist(m -> m.sentAt = Instant.now().minus(Duration.ofDays(30)));
        long recentlySent = persist(m -> m.sentAt = Instant.now().minus(Duration.ofDays(1)));

        relay.purgeSent();

        QuarkusTransaction.requiringNew().run(() -> {
            assertThat(outbox.findById(oldSent)).isNull();
            assertThat(outbox.findById(recentlySent)).isNotNull();
        });
    }

    private long persist(java.util.function.Consumer<OutboxMessage> adjust) {
        return QuarkusTransaction.requiringNew().call(() -> {
            OutboxMessage message = new OutboxMessage();
            message.topic = EntrySubmittedMessages.TOPIC;
            message.messageKey = UUID.randomUUID().toString();
            message.payload = new byte[0];
            message.subjectId = -1;
            adjust.accept(message);
            outbox.persist(message);
            return message.id;
        });
    }

    @Test
    void aDrainWithNothingLeftToSendSendsNothingAgain() throws InvalidProtocolBufferException {
        Contestant hal = Contestants.register("hal");
        String entryId = Uploads.upload(hal.token(), "once", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        KafkaTestBroker.shared().awaitRecord(EntrySubmittedMessages.TOPIC, r -> r.key().equals(entryId), Duration.ofSeconds(20))
                .orElseThrow();

        relay.drain();
        relay.drain();

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
