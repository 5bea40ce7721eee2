package dev.arbiter.games;

import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game seam: a built-in run as a separate program (what an uploaded game is) plays exactly the
 * same match as the same class run inside the judge — same seed, same lines to the player, same scores.
 */
class BuiltinGameAsAProgramTest {

    @ParameterizedTest
    @ValueSource(strings = {"rps", "imitate", "grammar"})
    void aBuiltinGameRunAsASeparateProgramPlaysTheSameMatchAsInProcess(String name) {
        var game = BuiltinGames.find(name).orElseThrow();
        var protocol = game.protocol() == ProtocolId.PROTOCOL_ID_LMC1 ? LmcProtocol.lmc1() : LmcProtocol.lmc2();
        String javaBinary = ProcessHandle.current().info().command().orElseThrow();
        var command = List.of(javaBinary, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                GameMain.class.getName(), name, "moves=30");
        var asProgram = new Participant.Program(ProcessSpec.of("game", command), "program:" + name);
        var inProcess = new Participant.InProcess(game.program(), "builtin:" + name);
        var limits = fastLimits().withNameDeadline(Duration.ofSeconds(20));

        Played a = JudgeKit.play(protocol, inProcess, List.of(testPlayer("--answer", "last-input")), limits, Map.of("moves", "30"), 99);
        Played b = JudgeKit.play(protocol, asProgram, List.of(testPlayer("--answer", "last-input")), limits, Map.of("moves", "30"), 99);

        assertThat(b.result().status()).isEqualTo(a.result().status());
        assertThat(b.sentTo("p1")).isEqualTo(a.sentTo("p1"));
        assertThat(b.result().seats().getFirst().score()).isEqualTo(a.result().seats().getFirst().score());
        assertThat(b.transcript().getFirst().get("processes").get(0).get("run").asText()).startsWith("pid ");
        assertThat(Path.of(command.getFirst())).exists();
    }
}
