package dev.arbiter.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.judge.testkit.JudgeKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter match --competition}: a kit's competition.json sets the match up; flags beside it override it. */
class CompetitionFileTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path player(String name, String answer) throws Exception {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\nexec " + JudgeKit.PYTHON + " -u " + JudgeKit.resource("test_player.py") + " --name " + name
                + " --answer " + answer + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private Path competition(int format) throws Exception {
        Path file = dir.resolve("competition.json");
        Files.writeString(file, """
                {"format": %d, "competition": "rps-kit", "title": "RPS", "game": "rps", "protocol": "lmc1", "seats": 2,
                 "options": {"moves": "30"}, "dialect": {}, "limits": {"moveDeadlineMs": 4000}, "instances": [],
                 "somethingNewer": true}
                """.formatted(format));
        return file;
    }

    @Test
    void theCompetitionFileNamesTheGameAndItsOptions() throws Exception {
        var run = CliRun.of("match", "--competition", competition(1).toString(), "--player", player("rocky", "fixed:rock").toString(),
                "--player", player("papery", "fixed:paper").toString(), "--seed", "3", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        var result = JSON.readTree(run.out());
        assertThat(result.get("game").asText()).isEqualTo("rps");
        assertThat(result.get("moves").asLong()).as("the competition's moves option").isEqualTo(30);
        assertThat(result.get("seats").get(1).get("score").asDouble()).isEqualTo(30.0);
    }

    @Test
    void anOptionGivenBesideTheCompetitionFileOverridesIt() throws Exception {
        var run = CliRun.of("match", "--competition", competition(1).toString(), "-o", "moves=12",
                "--player", player("rocky", "fixed:rock").toString(), "--player", player("papery", "fixed:paper").toString(), "--json");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(JSON.readTree(run.out()).get("moves").asLong()).isEqualTo(12);
    }

    @Test
    void aNewerFormatIsRefusedRatherThanJudgedDifferently() throws Exception {
        var run = CliRun.of("match", "--competition", competition(99).toString(), "--player", player("rocky", "fixed:rock").toString());
        assertThat(run.status()).isEqualTo(UsageErrors.EXIT);
        assertThat(run.err()).contains("format 99 is newer than this arbiter.jar understands");
    }

    @Test
    void aCompetitionWithoutAGameOfItsOwnPlaysItsFirstGvgaiGameOrRddlInstance() {
        Path file = dir.resolve("competition.json");
        var gvgai = new CompetitionSettings(1, "learn", "Learn", null, null, "gvgai", 1, null, null, null, List.of("aliens", "testgame1"));
        var rddl = new CompetitionSettings(1, "plan", "Plan", null, null, "rddl", 1, null, null, null, List.of("sysadmin_inst_mdp__1"));
        assertThat(CompetitionFile.game(gvgai, file)).isEqualTo("gvgai:aliens");
        assertThat(CompetitionFile.game(rddl, file)).isEqualTo("rddl:sysadmin_inst_mdp__1");
    }

    @Test
    void withoutGameOrCompetitionTheMatchSaysWhichIsMissing() throws Exception {
        var run = CliRun.of("match", "--player", player("rocky", "fixed:rock").toString());
        assertThat(run.status()).isEqualTo(UsageErrors.EXIT);
        assertThat(run.err()).contains("name the game with --game, or a kit's settings with --competition");
    }
}
