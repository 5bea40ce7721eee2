package dev.arbiter.leaderboard.support;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.TestResourceScope;

/**
 * Gives every @QuarkusTest of this module the JVM's real PostgreSQL (database {@code leaderboard}) and
 * real Kafka broker from libs/testing. Global scope: all test classes share one running application.
 */
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL,
        initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "leaderboard"))
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL)
public final class RealInfrastructure {

    private RealInfrastructure() {
    }
}
