package dev.arbiter.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * A service's layers show in its folders: persistence reads and writes the database and returns what it read, and
 * what it returns is defined in persistence itself or in the service's model package, never in the layers that use
 * it (service, rest, web, messaging). Otherwise a repository cannot be read, tested or changed without the code that
 * calls it. The patterns name a service's own packages ({@code dev.arbiter.<service>.persistence}), not the libraries
 * {@code dev.arbiter.web} and {@code dev.arbiter.messaging}.
 */
class PersistenceLayerTest {

    private static final String[] LAYERS_ABOVE_PERSISTENCE = {
            "dev.arbiter.*.service..", "dev.arbiter.*.rest..", "dev.arbiter.*.web..", "dev.arbiter.*.messaging.."};

    private static JavaClasses mainClasses;

    @BeforeAll
    static void importMainClasses() {
        mainClasses = MainClasses.all();
    }

    @Test
    void noPersistenceClassDependsOnTheLayersThatUseIt() {
        ArchRule rule = noClasses().that().resideInAPackage("dev.arbiter.*.persistence..")
                .should().dependOnClassesThat().resideInAnyPackage(LAYERS_ABOVE_PERSISTENCE);
        rule.check(mainClasses);
    }

    @Test
    void noModelClassDependsOnPersistenceOrTheLayersAboveIt() {
        // The records persistence returns and the API shows: shared by both, so they may depend on neither.
        ArchRule rule = noClasses().that().resideInAPackage("dev.arbiter.leaderboard.model..")
                .should().dependOnClassesThat().resideInAnyPackage(LAYERS_ABOVE_PERSISTENCE)
                .orShould().dependOnClassesThat().resideInAPackage("dev.arbiter.*.persistence..");
        rule.check(mainClasses);
    }
}
