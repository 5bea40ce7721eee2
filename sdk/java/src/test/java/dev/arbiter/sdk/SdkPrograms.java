package dev.arbiter.sdk;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.sandbox.ProcessSpec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Programs written with the SDK, started as real processes the way the judge starts any entry. */
public final class SdkPrograms {

    /** Surefire runs in the module directory: the SDK's classes and the example programs compiled by the build. */
    static final Path CLASSES = Path.of("target/classes").toAbsolutePath();
    static final Path TEST_CLASSES = Path.of("target/test-classes").toAbsolutePath();
    /** The repository's sample players (Python, standard library only). */
    static final Path SAMPLE_PLAYERS = Path.of("../../examples/players/python").toAbsolutePath().normalize();

    /** The JVM running the tests: it runs what the tests compiled. */
    static final String JAVA = ProcessHandle.current().info().command()
            .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());

    private SdkPrograms() {
    }

    /** {@code main}'s class run as its own program, with {@code args}. */
    public static Participant java(Class<?> main, String... args) {
        return java(JAVA, List.of(CLASSES, TEST_CLASSES), main.getName(), Map.of(), args);
    }

    /** A Java program on a class path of its own, under {@code java}, with extra environment. */
    public static Participant java(String java, List<Path> classPath, String mainClass, Map<String, String> env,
                                   String... args) {
        var command = new ArrayList<>(command(java, classPath, mainClass));
        command.addAll(List.of(args));
        var spec = new ProcessSpec("sdk", command, null, env, null, classPath);
        return new Participant.Program(spec, mainClass);
    }

    /** The command line of a quick-starting JVM player: C1 only and a small heap, as the examples start theirs. */
    static List<String> command(String java, List<Path> classPath, String mainClass) {
        var cp = new ArrayList<String>();
        classPath.forEach(p -> cp.add(p.toString()));
        return List.of(java, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-cp", String.join(":", cp), mainClass);
    }

    /** A sample Python player of the repository, run through its #! line. */
    public static Participant samplePlayer(String script) {
        Path program = SAMPLE_PLAYERS.resolve(script);
        if (!Files.isExecutable(program)) {
            throw new IllegalStateException("no sample player " + program);
        }
        var spec = new ProcessSpec(script, List.of(program.toString()), SAMPLE_PLAYERS, Map.of(), null, List.of(SAMPLE_PLAYERS));
        return new Participant.Program(spec, script);
    }

    /**
     * The judge's clocks, with room for a JVM starting on a loaded 2-core machine: nothing here tests speed, and a
     * generous move clock keeps a slow start from turning into a timeout the test did not ask for.
     */
    public static JudgeLimits limits() {
        return JudgeLimits.defaults()
                .withNameDeadline(Duration.ofSeconds(30))
                .withMoveDeadline(Duration.ofSeconds(10))
                .withAverage(100, Duration.ofSeconds(10))
                .withGameSilenceLimit(Duration.ofSeconds(30))
                .withExitGrace(Duration.ofSeconds(10))
                .withMatchDeadline(Duration.ofMinutes(3));
    }
}
