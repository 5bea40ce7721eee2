package dev.arbiter.scheduler.service;

import dev.arbiter.cli.ArbiterCli;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The replay command on a failed validation's entry page is read by the real {@code ./arbiter} command line: split
 * into words by a real shell, then parsed by the CLI's picocli command, so a flag the CLI does not have fails here.
 */
class ReproduceCommandTest {

    private static final String OWN = "entry-own";

    @Test
    void aBuiltinGameIsReplayedWithItsOptionsClocksSeatsAndSeed() throws Exception {
        MatchRequest request = MatchRequest.newBuilder().setSeed(4242)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC2).putOptions("moves", "100")
                        .putOptions("rule", "reverse"))
                .setLimits(Limits.newBuilder().setNameDeadlineMs(5000).setMoveDeadlineMs(250).setMatchDeadlineMs(60_001)
                        .setExitGraceMs(2000))
                .addSeats(EntryRef.newBuilder().setEntryId("reference"))
                .addSeats(EntryRef.newBuilder().setEntryId(OWN))
                .addAllSeatSeeds(List.of(91L, 92L))
                .build();

        ParseResult match = parse(ReproduceCommand.of(request, OWN));

        assertThat(match.<String>matchedOptionValue("--game", null)).isEqualTo("rps");
        assertThat(match.<String>matchedOptionValue("--backend", null)).isEqualTo("local");
        assertThat(match.<Map<String, String>>matchedOptionValue("-o", Map.of()))
                .containsExactlyInAnyOrderEntriesOf(Map.of("moves", "100", "rule", "reverse"));
        assertThat(match.<Long>matchedOptionValue("--name-deadline", null)).isEqualTo(5000);
        assertThat(match.<Long>matchedOptionValue("--move-deadline", null)).isEqualTo(250);
        assertThat(match.<Long>matchedOptionValue("--match-deadline", null)).as("seconds, rounded up").isEqualTo(61);
        assertThat(match.<Long>matchedOptionValue("--exit-grace", null)).isEqualTo(2000);
        assertThat(match.<List<Path>>matchedOptionValue("--player", List.of())).as("the seats in the match's order")
                .containsExactly(Path.of("OTHER-PLAYER"), Path.of("YOUR-ENTRY"));
        assertThat(match.<Long>matchedOptionValue("--seed", null)).isEqualTo(4242);
        assertThat(match.<List<Long>>matchedOptionValue("--player-seed", List.of())).as("each program's own seed, seat 1 first")
                .containsExactly(91L, 92L);
    }

    @Test
    void anUploadedGameWithADialectAndAnAwkwardOptionSurvivesTheShell() throws Exception {
        MatchRequest request = MatchRequest.newBuilder().setSeed(7)
                .setGame(GameRef.newBuilder().setArtifactSha256("ab".repeat(32)).setProtocol(ProtocolId.PROTOCOL_ID_LMC1)
                        .putOptions("greeting", "it's a \"fine\" $day; rm -rf ~")
                        .putDialect("lmc2.cmd.moveRequest", "speak"))
                .addSeats(EntryRef.newBuilder().setEntryId(OWN))
                .build();

        ParseResult match = parse(ReproduceCommand.of(request, OWN));

        assertThat(match.<String>matchedOptionValue("--game", null)).isEqualTo("GAME-PROGRAM");
        assertThat(match.<String>matchedOptionValue("--protocol", null)).isEqualTo("lmc1");
        assertThat(match.<Map<String, String>>matchedOptionValue("-o", Map.of()))
                .containsExactlyEntriesOf(Map.of("greeting", "it's a \"fine\" $day; rm -rf ~"));
        assertThat(match.<Path>matchedOptionValue("--dialect", null)).isEqualTo(Path.of("COMPETITION-DIALECT.properties"));
        assertThat(match.<List<Path>>matchedOptionValue("--player", List.of())).containsExactly(Path.of("YOUR-ENTRY"));
        assertThat(match.hasMatchedOption("--move-deadline")).as("no limit set: the game's default").isFalse();
    }

    @Test
    void anRddlSessionNamesItsInstanceAsTheCliDoes() throws Exception {
        MatchRequest request = MatchRequest.newBuilder().setSeed(3)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_RDDL).putOptions("instance", "sysadmin_inst_mdp__1")
                        .putOptions("rddl.rounds", "30"))
                .addSeats(EntryRef.newBuilder().setEntryId(OWN))
                .build();

        ParseResult match = parse(ReproduceCommand.of(request, OWN));

        assertThat(match.<String>matchedOptionValue("--game", null)).isEqualTo("rddl:sysadmin_inst_mdp__1");
        assertThat(match.<Map<String, String>>matchedOptionValue("-o", Map.of()))
                .containsExactlyEntriesOf(Map.of("rddl.rounds", "30"));
    }

    @Test
    void aGvgaiRunNamesItsGameAsTheCliDoes() throws Exception {
        MatchRequest request = MatchRequest.newBuilder().setSeed(5)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_GVGAI).putOptions("game", "aliens")
                        .putOptions("gvgai.validation-repetitions", "1"))
                .addSeats(EntryRef.newBuilder().setEntryId(OWN))
                .build();

        ParseResult match = parse(ReproduceCommand.of(request, OWN));

        assertThat(match.<String>matchedOptionValue("--game", null)).isEqualTo("gvgai:aliens");
        assertThat(match.<Map<String, String>>matchedOptionValue("-o", Map.of()))
                .containsExactlyEntriesOf(Map.of("gvgai.validation-repetitions", "1"));
    }

    /** The command as a contestant's shell splits it, then the {@code match} subcommand's parse of its words. */
    private static ParseResult parse(String command) throws IOException, InterruptedException {
        assertThat(command).startsWith("./arbiter match ").doesNotContain("\n");
        Process shell = new ProcessBuilder("sh", "-c", "printf '%s\\0' " + command.substring("./arbiter ".length()))
                .redirectErrorStream(true).start();
        String words = new String(shell.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(shell.waitFor()).isZero();
        ParseResult parsed = ArbiterCli.commandLine().parseArgs(words.substring(0, words.length() - 1).split("\0", -1));
        assertThat(parsed.subcommand().commandSpec().name()).isEqualTo("match");
        return parsed.subcommand();
    }
}
