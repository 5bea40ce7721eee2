package dev.arbiter.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No two main classes of the tree depend on each other, directly or round a longer loop: a cycle makes
 * neither class understandable, testable or movable without the other, and is how layers quietly erode.
 * A class here is a source file's top-level class with its nested classes (a class and its own nested
 * records always reach each other, which is no design flaw). Modules cannot form cycles with each other
 * (Maven refuses), so every cycle is inside one module; one rule over all of them keeps each module honest.
 * The protobuf classes of proto/ are generated and not on this classpath.
 */
class NoImportCycleTest {

    private static JavaClasses mainClasses;

    @BeforeAll
    static void importMainClasses() {
        mainClasses = MainClasses.all();
    }

    @Test
    void everyModuleWithMainCodeIsRead() {
        // One class per module that has main code: a module whose classes were not on the classpath would pass unseen.
        List<String> oneClassPerModule = List.of("dev.arbiter.sandbox.CpuTimeLimit", "dev.arbiter.blobstore.BlobStore", "dev.arbiter.hostdirs.PrivateDirectory",
                "dev.arbiter.messaging.RecordLoop", "dev.arbiter.testing.EmbeddedPostgresServer", "dev.arbiter.judge.io.Endpoint",
                "dev.arbiter.rating.Ladder", "dev.arbiter.archive.ArchiveReader", "dev.arbiter.rddl.sim.Simulator",
                "dev.arbiter.vgdl.engine.Game", "dev.arbiter.web.SecurityHeaders", "dev.arbiter.games.taboo.HintOrder",
                "dev.arbiter.examples.players.RandomPlayer", "dev.arbiter.sdk.gvgai.Observation",
                "dev.arbiter.launcher.UpCommand", "dev.arbiter.cli.ArbiterCli",
                "dev.arbiter.submission.service.validation.ArchiveInspector",
                "dev.arbiter.scheduler.persistence.Match", "dev.arbiter.runner.config.RunnerConfig",
                "dev.arbiter.leaderboard.service.ResultRecorder");
        assertThat(oneClassPerModule).allSatisfy(name -> assertThat(mainClasses.contain(name)).as(name).isTrue());
        assertThat(mainClasses.stream().map(JavaClass::getName))
                .noneMatch(name -> name.startsWith(NoImportCycleTest.class.getPackageName() + "."));
    }

    @Test
    void noMainClassDependsOnItselfThroughOthers() {
        TopLevelClassGraph graph = new TopLevelClassGraph(mainClasses);
        List<String> cycles = graph.cycles().stream()
                .map(cycle -> cycle + " reach each other: " + graph.edgesWithin(cycle))
                .toList();
        assertThat(cycles).as("import cycles among main classes (each a top-level class with its nested ones)")
                .isEmpty();
    }
}
