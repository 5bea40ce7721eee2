package dev.arbiter.examples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** One example player program as a judge would start it: the real binary, script or wrapper. */
record ExamplePlayer(String language, Kind kind, Path program) {

    enum Kind {
        CONSTANT("constant"),
        RANDOM("random"),
        IMITATE_LAST("imitate-last"),
        IMITATE_LEARNER("imitate-learner");

        final String id;

        Kind(String id) {
            this.id = id;
        }
    }

    /** Tests run in the module directory (surefire's default); the C binaries come from the compile phase. */
    private static final Path PLAYERS = Path.of("players").toAbsolutePath();

    private static final List<ExamplePlayer> ALL = List.of(
            new ExamplePlayer("c", Kind.CONSTANT, PLAYERS.resolve("c/bin/constant")),
            new ExamplePlayer("c", Kind.RANDOM, PLAYERS.resolve("c/bin/random")),
            new ExamplePlayer("c", Kind.IMITATE_LAST, PLAYERS.resolve("c/bin/imitate-last")),
            new ExamplePlayer("python", Kind.CONSTANT, PLAYERS.resolve("python/constant.py")),
            new ExamplePlayer("python", Kind.RANDOM, PLAYERS.resolve("python/random_player.py")),
            new ExamplePlayer("python", Kind.IMITATE_LAST, PLAYERS.resolve("python/imitate_last.py")),
            new ExamplePlayer("python", Kind.IMITATE_LEARNER, PLAYERS.resolve("python/imitate_learner.py")),
            new ExamplePlayer("java", Kind.CONSTANT, PLAYERS.resolve("java/constant")),
            new ExamplePlayer("java", Kind.RANDOM, PLAYERS.resolve("java/random")),
            new ExamplePlayer("java", Kind.IMITATE_LAST, PLAYERS.resolve("java/imitate-last")),
            new ExamplePlayer("java", Kind.IMITATE_LEARNER, PLAYERS.resolve("java/imitate-learner")));

    static Stream<ExamplePlayer> all() {
        return ALL.stream();
    }

    static Stream<ExamplePlayer> ofKind(Kind kind) {
        return ALL.stream().filter(p -> p.kind == kind);
    }

    static Stream<ExamplePlayer> randoms() {
        return ofKind(Kind.RANDOM);
    }

    static Stream<ExamplePlayer> learners() {
        return ofKind(Kind.IMITATE_LEARNER);
    }

    /** The name the player must announce: unique across languages and kinds. */
    String name() {
        return language + "-" + kind.id;
    }

    /** Started directly, so the executable bit and the shebang line are part of what is tested. */
    PlayerProcess start(Map<String, String> environment) throws IOException {
        return PlayerProcess.start(name(), List.of(program.toString()), environment);
    }

    PlayerProcess start() throws IOException {
        return start(Map.of());
    }

    @Override
    public String toString() {
        return name();
    }
}
