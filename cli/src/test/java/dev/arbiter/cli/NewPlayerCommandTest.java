package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter new-player}: for every language (Java, Python, C) and built-in game, a GVGAI game and an RDDL
 * instance, an entry is scaffolded, built with the one build command its README gives, and
 * played through the local sandbox by {@code arbiter match}, as a contestant would before uploading.
 */
class NewPlayerCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RANDOM = Path.of("..", "examples", "players", "python", "random_player.py").toAbsolutePath().normalize();
    /** Under target/, not a private temp dir: the local sandbox runs the entry as another user, who must read it. */
    private static final Path WORK = Path.of("target", "new-player-test").toAbsolutePath();

    @BeforeAll
    static void cleanWorkDir() throws IOException {
        if (Files.exists(WORK)) {
            try (var files = Files.walk(WORK)) {
                for (Path p : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(WORK);
    }

    /** Every language with templates, and every built-in game a template is for. */
    static Stream<Arguments> languagesAndGames() {
        return Stream.of("java", "python", "c").flatMap(lang ->
                Stream.of("rps", "imitate", "grammar", "taboo").map(game -> Arguments.of(lang, game)));
    }

    /** Scaffolds an entry and builds it with the one command its README gives; returns its directory. */
    private static Path scaffoldAndBuild(String lang, String game) throws Exception {
        return scaffoldAndBuild(lang, game, lang + "-" + game);
    }

    /** The same into {@code WORK/name}: a gvgai: or rddl: game's name is no directory name. */
    private static Path scaffoldAndBuild(String lang, String game, String name) throws Exception {
        Path dir = WORK.resolve(name);
        var run = CliRun.of("new-player", "--lang", lang, "--game", game, dir.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> command = lang.equals("c") ? List.of("make", "-C", dir.toString()) : List.of(dir.resolve("build.sh").toString());
        assertThat(run.out()).as("the command names the build").contains("next: " + String.join(" ", command));
        assertThat(Files.readString(dir.resolve("README.md"))).contains(lang.equals("c") ? "make -C " + dir : "./build.sh");
        var build = new ProcessBuilder(command).redirectErrorStream(true).start();
        String log = new String(build.getInputStream().readAllBytes());
        assertThat(build.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(build.exitValue()).as(log).isZero();
        try (var files = Files.walk(dir)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().matches(".*\\.(md|java|py|c|h|sh|json)$"))::iterator) {
                assertThat(Files.readString(file)).as(file.toString()).doesNotContain("{{");
            }
        }
        return dir;
    }

    private static JsonNode match(String... args) throws Exception {
        var all = new ArrayList<>(List.of("match", "--backend", "local", "--seed", "5", "--json"));
        all.addAll(List.of(args));
        var run = CliRun.of(all.toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("status").asText()).as(run.out()).isEqualTo("completed");
        return result;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("languagesAndGames")
    void aScaffoldedEntryBuildsWithOneCommandAndPlaysAWholeGameInTheLocalSandbox(String lang, String game) throws Exception {
        Path dir = scaffoldAndBuild(lang, game);
        String player = player(lang, dir);
        if (game.equals("taboo")) {
            JsonNode result = match("--game", "taboo", "--games", "1", "--player", player);
            assertThat(result.get("seats").get(0).get("verdict").asText()).as(result.toString()).isEqualTo("ok");
            assertThat(result.get("perGame")).hasSize(1);
            return;
        }
        var players = new ArrayList<>(List.of("--game", game, "--moves", "30", "--player", player));
        if (game.equals("rps")) {
            players.addAll(List.of("--player", RANDOM.toString()));
        }
        JsonNode seat = match(players.toArray(String[]::new)).get("seats").get(0);
        assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
        assertThat(seat.get("name").asText()).isEqualTo(lang + "-" + game);
        assertThat(seat.get("scoredMoves").asLong()).isEqualTo(30);
    }

    /** What the entry's start file is, per language. */
    private static String player(String lang, Path dir) {
        return dir.resolve(Map.of("java", "player", "python", "player.py", "c", "player").get(lang)).toString();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"java", "python", "c"})
    void aScaffoldedGvgaiAgentBuildsAndPlaysALearningRunInTheLocalSandbox(String lang) throws Exception {
        Path dir = scaffoldAndBuild(lang, "gvgai:aliens", lang + "-gvgai");
        // Short levels and training; the referee's budgets wide, so a cold runtime on a loaded machine is never
        // late on the wall clock: what is judged is the agent and the SDK's own CPU-time accounting.
        JsonNode seat = match("--game", "gvgai:aliens", "--player", player(lang, dir), "-o", "gvgai.max-ticks=20",
                "-o", "gvgai.training-ms=500", "-o", "gvgai.validation-repetitions=1", "-o", "gvgai.start-ms=10000",
                "-o", "gvgai.init-ms=10000", "-o", "gvgai.act-ms=2000", "-o", "gvgai.act-disqualify-ms=5000",
                "-o", "gvgai.result-ms=10000").get("seats").get(0);
        assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
        assertThat(seat.get("scoredMoves").asLong()).as("validation plays: levels 3 and 4 once").isEqualTo(2);
        JsonNode stats = seat.get("stats");
        assertThat(stats.get("training-plays").asInt()).as("it asks for validation after the three training levels")
                .isEqualTo(3);
        assertThat(stats.get("disqualified").asInt()).as(seat.toString()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"java", "python", "c"})
    void aScaffoldedRddlPlannerBuildsAndPlaysASessionInTheLocalSandbox(String lang) throws Exception {
        Path dir = scaffoldAndBuild(lang, "rddl:sysadmin_mdp/sysadmin_inst_mdp__1", lang + "-rddl");
        assertThat(Files.readString(dir.resolve("README.md")))
                .contains("--game rddl:sysadmin_mdp/sysadmin_inst_mdp__1");
        JsonNode seat = match("--game", "rddl:sysadmin_mdp/sysadmin_inst_mdp__1", "--player", player(lang, dir),
                "-o", "rddl.rounds=2").get("seats").get(0);
        assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
        assertThat(seat.get("scoredMoves").asLong()).as("rounds played").isEqualTo(2);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"java", "python", "c"})
    void aScaffoldedRddlPlannerAsksARealRddlSimServerForTheInstanceItIsStartedWith(String lang) throws Exception {
        Path dir = scaffoldAndBuild(lang, "rddl:sysadmin_mdp/sysadmin_inst_mdp__1", lang + "-rddl-outside");
        // As a planner is run against rddlsim's own server: its port in RDDL_PORT, the instance its last argument.
        try (var server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(60_000);
            var start = new ProcessBuilder(player(lang, dir), "sysadmin_inst_mdp__1").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            start.environment().remove("RDDL_INSTANCE");
            start.environment().put("RDDL_PORT", Integer.toString(server.getLocalPort()));
            Process planner = start.start();
            try (var connection = server.accept()) {
                var request = new java.io.ByteArrayOutputStream();
                var in = connection.getInputStream();
                for (int b = in.read(); b > 0; b = in.read()) {
                    request.write(b);
                }
                assertThat(request.toString(java.nio.charset.StandardCharsets.UTF_8))
                        .contains("<problem-name>sysadmin_inst_mdp__1</problem-name>");
            } finally {
                planner.destroyForcibly();
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"python, arbiter_sdk.py, sdk/python/arbiter_sdk.py", "c, arbiter_sdk.h, sdk/c/arbiter_sdk.h"})
    void aPythonOrCEntryCarriesItsSdkFileAsTheRepositoryHasIt(String lang, String file, String inRepository) throws Exception {
        Path dir = WORK.resolve("sdk-" + lang);
        assertThat(CliRun.of("new-player", "--lang", lang, "--game", "rps", dir.toString()).status()).isZero();
        assertThat(dir.resolve(file)).hasSameBinaryContentAs(Path.of("..").resolve(inRepository));
        assertThat(Files.readString(dir.resolve("arbiter.json"))).contains("player");
    }

    @Test
    void theEntryShipsTheSdkAReadmeAndAnArchiveManifest() throws Exception {
        Path dir = WORK.resolve("shipped");
        assertThat(CliRun.of("new-player", "--lang", "java", "--game", "imitate", "--name", "my-bot", dir.toString()).status()).isZero();
        try (var jar = new JarFile(dir.resolve("lib/arbiter-sdk.jar").toFile())) {
            assertThat(jar.getEntry("dev/arbiter/sdk/Player.class")).isNotNull();
            assertThat(jar.getEntry("dev/arbiter/sdk/game/Game.class")).isNotNull();
            assertThat(jar.getEntry("dev/arbiter/sdk/lmc-dialect.properties")).isNotNull();
        }
        assertThat(Files.readString(dir.resolve("src/MyPlayer.java"))).contains("return \"my-bot\";");
        assertThat(Files.readString(dir.resolve("README.md"))).contains("./build.sh").contains("--game imitate").doesNotContain("{{");
        assertThat(Files.readString(dir.resolve("arbiter.json"))).contains("\"player\"");
        assertThat(Files.isExecutable(dir.resolve("player"))).isTrue();
    }

    @Test
    void unknownLanguagesGamesAndNonEmptyDirectoriesAreRefusedInOneLine() throws Exception {
        Path used = WORK.resolve("used");
        Files.createDirectories(used);
        Files.writeString(used.resolve("keep.txt"), "mine");
        var cases = List.of(
                List.of("--lang", "cobol", "--game", "rps", WORK.resolve("cobol").toString()),
                List.of("--lang", "java", "--game", "chess", WORK.resolve("chess").toString()),
                List.of("--lang", "java", "--game", "rps", used.toString()));
        for (var args : cases) {
            var all = new ArrayList<>(List.of("new-player"));
            all.addAll(args);
            var run = CliRun.of(all.toArray(String[]::new));
            assertThat(run.status()).as(args.toString()).isEqualTo(2);
            assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
        }
        assertThat(Files.readString(used.resolve("keep.txt"))).isEqualTo("mine");
    }

    @Test
    void anUnshippedGvgaiGameIsRefusedBeforeAnythingIsWritten() {
        Path dir = WORK.resolve("no-such-game");
        var run = CliRun.of("new-player", "--lang", "java", "--game", "gvgai:no_such_game", dir.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("no shipped GVGAI game 'no_such_game'");
        assertThat(dir).doesNotExist();
    }
}
