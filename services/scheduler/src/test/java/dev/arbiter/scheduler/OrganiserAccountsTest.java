package dev.arbiter.scheduler;

import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.UUID;

import static dev.arbiter.scheduler.support.AccountFacts.PLATFORM;
import static dev.arbiter.scheduler.support.AccountFacts.announce;
import static dev.arbiter.scheduler.support.AccountFacts.producer;
import static dev.arbiter.scheduler.support.Sessions.organiserPage;
import static dev.arbiter.scheduler.support.Sessions.signIn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A session is an organiser here exactly when the submission service announced its account as one
 * ({@code account.role}, sealed with the platform's key): a later demotion takes the role away, an older
 * announcement arriving late does not bring it back, and a fact anybody else wrote to Kafka grants nothing.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class OrganiserAccountsTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void everyAccountAnnouncedAsOrganiserGetsTheRoleFromItsSessionUntilDemoted() throws Exception {
        String ada = unique("ada");
        String bob = unique("bob");
        String adaSession = signIn(ada);
        String bobSession = signIn(bob);
        try (var producer = producer()) {
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 403);

            long now = System.currentTimeMillis();
            announce(producer, PLATFORM, ada, "organiser", now);
            announce(producer, PLATFORM, bob, "contestant", now);
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 200);
            await().atMost(WAIT).until(() -> organiserPage(bobSession) == 403);

            announce(producer, PLATFORM, ada, "contestant", now + 1000);
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 403);

            // A replayed, older announcement, then a newer one for bob that proves the older was read first
            // (one partition: facts are read in the order they were written).
            announce(producer, PLATFORM, ada, "organiser", now);
            announce(producer, PLATFORM, bob, "organiser", now + 2000);
            await().atMost(WAIT).until(() -> organiserPage(bobSession) == 200);
            assertThat(organiserPage(adaSession)).isEqualTo(403);
        }
    }

    @Test
    void aSessionCopiedBeforeItsAccountSignedOutIsRefusedHereToo() throws Exception {
        String ida = unique("ida");
        String copied = signIn(ida);
        try (var producer = producer()) {
            long now = System.currentTimeMillis();
            announce(producer, PLATFORM, ida, "organiser", now);
            await().atMost(WAIT).until(() -> organiserPage(copied) == 200);

            // The submission service announces the sign-out (or password change): sessions from before are void.
            long signedOut = System.currentTimeMillis() + 1;
            announce(producer, PLATFORM, ida, "organiser", signedOut, signedOut);
            await().atMost(WAIT).until(() -> organiserPage(copied) == 302);
            // Not the account that is refused, only the old session: a new sign-in is an organiser again.
            Thread.sleep(2);
            assertThat(organiserPage(signIn(ida))).isEqualTo(200);
            // A replayed older fact (from before the sign-out) does not bring the ended session back.
            announce(producer, PLATFORM, ida, "organiser", now);
            String witness = unique("witness");
            announce(producer, PLATFORM, witness, "organiser", now);
            String witnessSession = signIn(witness);
            await().atMost(WAIT).until(() -> organiserPage(witnessSession) == 200);
            assertThat(organiserPage(copied)).isEqualTo(302);
        }
    }

    @Test
    void aFactNotSealedWithThePlatformKeyMakesNobodyAnOrganiser() throws Exception {
        String mallory = unique("mallory");
        String witness = unique("witness");
        String mallorySession = signIn(mallory);
        String witnessSession = signIn(witness);
        try (var producer = producer()) {
            long now = System.currentTimeMillis();
            // The attack: anybody who reaches Kafka writes that their account is an organiser.
            announce(producer, null, mallory, "organiser", now);
            announce(producer, new AccountRoleSeal("a-key-that-is-not-the-platforms-key"), mallory, "organiser", now);
            // A sealed fact written after them: once it counts, the forged ones have been read.
            announce(producer, PLATFORM, witness, "organiser", now);
            await().atMost(WAIT).until(() -> organiserPage(witnessSession) == 200);
            assertThat(organiserPage(mallorySession)).isEqualTo(403);
        }
    }
}
