package dev.arbiter.scheduler;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static dev.arbiter.scheduler.support.Sessions.organiserPage;
import static dev.arbiter.scheduler.support.Sessions.signIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attack: a contestant registers the organiser's usual name ({@code organiser}, as under {@code ./arbiter up})
 * in a submission service that allowed it, and signs in. The session names the organiser but no account of that
 * name was announced as one, so organiser pages refuse it: a name grants nothing.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SessionNamedLikeTheOrganiserTest {

    @Test
    void aContestantSessionNamedLikeTheOrganiserIsRefusedOnOrganiserPages() {
        String session = signIn("organiser");

        assertThat(organiserPage(session)).isEqualTo(403);
    }
}
