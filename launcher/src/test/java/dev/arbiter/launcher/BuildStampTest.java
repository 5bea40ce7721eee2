package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * scripts/build-stamp.sh, which ./arbiter asks whether to build again: after a git pull the sources are newer
 * than the jars, and running the old jars would show yesterday's platform. Run on a small tree of its own, with
 * file times set by the test (no waiting, no clock).
 */
class BuildStampTest {

    private static final Path SCRIPT = Path.of("").toAbsolutePath().getParent().resolve("scripts/build-stamp.sh");
    private static final Instant BUILT = Instant.parse("2026-11-24T10:00:00Z");

    @TempDir
    Path root;

    @Test
    void aSourcePulledAfterTheBuildIsNamed() throws Exception {
        file("cli/target/arbiter.jar", BUILT);
        file("libs/judge/src/main/java/Judge.java", BUILT.minusSeconds(60));
        Path pulled = file("services/scheduler/src/main/java/Pairing.java", BUILT.plusSeconds(60));

        assertThat(changed()).isEqualTo(pulled.toString());
    }

    @Test
    void sourcesOlderThanTheJarsNeedNoBuild() throws Exception {
        file("cli/target/arbiter.jar", BUILT);
        file("services/scheduler/target/quarkus-app/quarkus-run.jar", BUILT);
        file("libs/judge/src/main/java/Judge.java", BUILT.minusSeconds(60));

        assertThat(changed()).isEmpty();
    }

    @Test
    void testsDocsAndWhatTheBuildMadeDoNotCount() throws Exception {
        file("cli/target/arbiter.jar", BUILT);
        file("libs/judge/src/test/java/JudgeTest.java", BUILT.plusSeconds(60));
        file("README.md", BUILT.plusSeconds(60));
        file("examples/players/c/bin/random", BUILT.plusSeconds(60));
        file("libs/judge/target/classes/Judge.class", BUILT.plusSeconds(60));

        assertThat(changed()).isEmpty();
    }

    @Test
    void theOldestJarCountsSoAServiceLeftUnbuiltIsBuilt() throws Exception {
        file("cli/target/arbiter.jar", BUILT.plusSeconds(120));
        file("services/leaderboard/target/quarkus-app/quarkus-run.jar", BUILT);
        Path pom = file("services/leaderboard/pom.xml", BUILT.plusSeconds(60));

        assertThat(changed()).isEqualTo(pom.toString());
    }

    @Test
    void aSuccessfulBuildsStampCoversJarsMavenLeftAsTheyWere() throws Exception {
        file("cli/target/arbiter.jar", BUILT);
        file("libs/judge/src/main/java/Judge.java", BUILT.plusSeconds(60));
        Path stamp = root.resolve(".arbiter/build-stamp");
        Files.createDirectories(stamp.getParent());
        Files.writeString(stamp, "");
        Files.setLastModifiedTime(stamp, FileTime.from(BUILT.plusSeconds(120)));

        assertThat(changed()).isEmpty();
    }

    private Path file(String relative, Instant modified) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, relative);
        Files.setLastModifiedTime(file, FileTime.from(modified));
        return file;
    }

    /** Runs a copy of the script placed in the test's tree, as ./arbiter runs it from the checkout. */
    private String changed() throws Exception {
        Path script = root.resolve("scripts/build-stamp.sh");
        Files.createDirectories(script.getParent());
        Files.copy(SCRIPT, script, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        var process = new ProcessBuilder("bash", script.toString(), "--changed").redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor()).as(output).isZero();
        return output;
    }
}
