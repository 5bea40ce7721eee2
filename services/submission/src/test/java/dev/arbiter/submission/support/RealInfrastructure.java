package dev.arbiter.submission.support;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;

/**
 * Gives every @QuarkusTest of this module the JVM's real PostgreSQL (database {@code submission}) and
 * real Kafka broker from libs/testing. Global scope: all test classes share one running application.
 */
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL,
        initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "submission"))
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL)
public final class RealInfrastructure {

    private RealInfrastructure() {
    }
}
