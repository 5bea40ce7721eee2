package dev.arbiter.submission.rest;

import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tokens this service issues are verifiable by the other services without asking it (their claims sealed
 * under the platform's key), and a revocation here reaches them: the account's sealed {@code account.role} fact
 * then lists the token's id.
 */
@QuarkusTest
class ApiTokenRevocationTest {

    /** The test profile's session key, shared with the scheduler and the leaderboard. */
    private static final String SESSION_KEY = "test-only-session-key-test-only-session-key";

    @Test
    void anIssuedTokenCarriesItsIdAndOwnerUnderThePlatformsSeal() {
        Contestant ria = Contestants.register("ria");
        var issued = given().auth().preemptive().basic(ria.username(), ria.password()).post("/api/tokens")
                .then().statusCode(201).extract().jsonPath();

        ApiTokenClaims claims = new ApiTokenSeal(SESSION_KEY).verify(issued.getString("token")).orElseThrow();

        assertThat(claims.tokenId()).isEqualTo(issued.getLong("id"));
        assertThat(claims.username()).isEqualTo(ria.username());
    }

    @Test
    void aRevokedTokenIsRefusedHereAndAnnouncedToTheOthersBySealedFact() throws Exception {
        Contestant rex = Contestants.register("rex");
        long id = given().auth().oauth2(rex.token()).get("/api/tokens").then().statusCode(200).extract().jsonPath().getLong("[0].id");
        String other = Contestants.tokenFor(rex.username(), rex.password());

        given().auth().oauth2(other).delete("/api/tokens/" + id).then().statusCode(204);

        given().auth().oauth2(rex.token()).get("/api/tokens").then().statusCode(401);
        AccountRole fact = KafkaTestBroker.shared()
                .awaitRecord(Topics.ACCOUNT_ROLE, r -> r.key().equals(rex.username())
                        && parse(r.value()).getRevokedTokenIdsList().contains(id), Duration.ofSeconds(20))
                .map(r -> parse(r.value()))
                .orElseThrow(() -> new AssertionError("no account.role fact revoking token " + id));
        assertThat(new AccountRoleSeal(SESSION_KEY).verifies(fact.getUsername(), fact.getRole(), fact.getChangedAtMs(),
                fact.getSessionsValidFromMs(), fact.getRevokedTokenIdsList(), fact.getSeal().toByteArray()))
                .as("sealed with the platform's session key, revoked ids included").isTrue();
        given().auth().oauth2(other).get("/api/tokens").then().statusCode(200);
    }

    private static AccountRole parse(byte[] value) {
        try {
            return AccountRole.parseFrom(value);
        } catch (com.google.protobuf.InvalidProtocolBufferException e) {
            throw new IllegalStateException(e);
        }
    }
}
