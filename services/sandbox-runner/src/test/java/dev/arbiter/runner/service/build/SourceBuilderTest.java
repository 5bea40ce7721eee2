package dev.arbiter.runner.service.build;

import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.archive.ArchiveReader;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackends;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build step on the local backend with small limits: what comes back from a good build, and how a build
 * that fails, reaches for the network, never ends, floods its output, fills its /tmp or builds too much is stopped
 * and explained.
 */
class SourceBuilderTest {

    private static final long MIB = 1024 * 1024;
    private static Sandbox sandbox;
    private static SourceBuilder builder;

    @BeforeAll
    static void localBackend() throws Exception {
        sandbox = SandboxBackends.create("local");
        var limits = new ResourceLimits(1024 * MIB, 1.0, Duration.ofSeconds(60), 256, 1024, 64 * MIB, 128 * MIB);
        builder = new SourceBuilder(sandbox.forBuilds(), new BuildLimits(Duration.ofSeconds(8), limits, 32 * MIB, 4096, MIB));
    }

    @AfterAll
    static void close() throws Exception {
        sandbox.close();
    }

    private static Path sources(Map<String, String> files) throws Exception {
        Path root = Files.createDirectories(Path.of("target/build-tests"));
        Path dir = Files.createTempDirectory(root, "src-").toAbsolutePath();
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (var file : files.entrySet()) {
            Files.writeString(dir.resolve(file.getKey()), file.getValue());
        }
        Files.createDirectory(dir.resolve(".scratch"));
        return dir;
    }

    private static BuildOutcome build(Map<String, String> files, String... command) throws Exception {
        Path dir = sources(files);
        return builder.build(dir, List.of(command), dir.resolve(".scratch"));
    }

    @Test
    void aCompiledCProgramComesBackAsATarGzWithItsExecutable() throws Exception {
        BuildOutcome outcome = build(Map.of("main.c", "int main(void) { return 0; }\n"),
                "cc", "-O2", "-o", "player", "main.c");

        assertThat(outcome.ok()).as(outcome.firstError() + "\n" + outcome.log()).isTrue();
        var names = new ArrayList<String>();
        var executable = new ArrayList<String>();
        ArchiveReader.open(outcome.builtTree(), "built", new ArchiveLimits(64 * MIB, 100)).forEach((entry, content) -> {
            names.add(entry.name());
            if (entry.executable() && !entry.directory()) {
                executable.add(entry.name());
            }
        });
        assertThat(names).contains("main.c", "player");
        assertThat(executable).contains("player");
    }

    @Test
    void aCompileErrorFailsTheBuildNamingTheFirstErrorLine() throws Exception {
        BuildOutcome outcome = build(Map.of("main.c", "int main(void) {\n  return undeclared;\n}\n"),
                "cc", "-o", "player", "main.c");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).startsWith("main.c:2:").contains("error").contains("undeclared");
        assertThat(outcome.log()).contains("undeclared");
    }

    @Test
    void aBuildThatReachesForTheNetworkFindsNone() throws Exception {
        BuildOutcome outcome = build(Map.of("fetch.py",
                        "import socket\nsocket.create_connection(('93.184.216.34', 80), timeout=5)\n"),
                "python3", "fetch.py");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).containsIgnoringCase("Error").containsAnyOf("unreachable", "refused", "timed out");
    }

    @Test
    void aBuildThatNeverEndsIsStoppedByItsWallClock() throws Exception {
        BuildOutcome outcome = build(Map.of("Makefile", "all:\n\twhile true; do :; done\n"), "make");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).isEqualTo("the build took longer than 8 s and was stopped");
    }

    @Test
    void aBuildThatFloodsItsOutputIsStoppedAndItsLogKeptBounded() throws Exception {
        BuildOutcome outcome = build(Map.of("Makefile", "all:\n\t@yes flood\n"), "make");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).isEqualTo("the build wrote more than 1 MiB of output and was stopped");
        assertThat(outcome.log()).hasSizeLessThanOrEqualTo(4096).startsWith("flood\n");
        assertThat(outcome.logTruncated()).isTrue();
    }

    @Test
    void aBuildThatFillsItsTmpFailsSayingThereIsNoSpaceLeft() throws Exception {
        BuildOutcome outcome = build(Map.of("Makefile", "all:\n\tfor f in 1 2 3 4 5; do head -c 30M /dev/zero > filler$$f || exit 1; done\n"), "make");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).as("its /tmp holds 128 MiB; no one file outgrows the 64 MiB file size limit").contains("No space left on device");
    }

    @Test
    void aBuiltTreeLargerThanItsLimitIsNotTakenBack() throws Exception {
        BuildOutcome outcome = build(Map.of("Makefile", "all:\n\thead -c 40M /dev/zero > player\n"), "make");

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.firstError()).isEqualTo("the built tree is larger than 32 MiB");
        assertThat(outcome.builtTree()).isNull();
    }
}
