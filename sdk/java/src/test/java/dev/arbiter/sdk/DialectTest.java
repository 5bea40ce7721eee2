package dev.arbiter.sdk;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.lmc.LmcVariant;
import dev.arbiter.judge.protocol.taboo.TabooConfig;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sdk.examples.HintLearner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The SDK's keywords are the judge's: the same defaults, and the same overrides understood the same way. */
class DialectTest {

    @TempDir
    Path dir;

    @Test
    void theShippedDefaultsAreTheJudgesDefaults() {
        var sdk = Dialect.defaults();
        var judge = LmcDialect.defaults();
        assertThat(List.of(sdk.cmdExit(), sdk.cmdNew(), sdk.cmdAlphabet(), sdk.cmdMove(), sdk.cmdGameEnd(), sdk.infoName(),
                sdk.infoPlayers(), sdk.infoPlayer(), sdk.chanHint(), sdk.chanRoute())).containsExactly(
                judge.cmdExit(), judge.cmdNew(), judge.cmdAlphabet(), judge.cmdMove(), judge.cmdGameEnd(), judge.infoName(),
                judge.infoPlayers(), judge.infoPlayer(), judge.chanHint(), judge.chanRoute());
        assertThat(sdk.comments()).isEqualTo(judge.comments());
        var taboo = TabooConfig.defaults();
        assertThat(List.of(sdk.tabooWrongPrefix(), sdk.tabooRight(), sdk.tabooSessionStart(), sdk.tabooSessionEnd()))
                .containsExactly(taboo.wrongPrefix(), taboo.right(), taboo.sessionStart(), taboo.sessionEnd());
    }

    @Test
    void anUnknownKeyIsRefusedByNameAndLmc1NamesAreAliases() {
        assertThatThrownBy(() -> Dialect.defaults().withOverrides(Map.of("lmc2.cmd.moveRequset", "play")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'lmc2.cmd.moveRequset'");
        assertThat(Dialect.defaults().withOverrides(Map.of("lmc.cmd.moveRequest", "play")).cmdMove()).isEqualTo("play");
    }

    @Test
    void aPlayerGivenTheCompetitionsDialectFilePlaysAJudgeRunningThatDialect() throws Exception {
        Map<String, String> keys = Map.of("lmc2.cmd.moveRequest", "play", "lmc.info.name", "iam", "lmc2.cmd.new", "fresh");
        Path file = dir.resolve("dialect.properties");
        var text = new StringBuilder();
        keys.forEach((k, v) -> text.append(k).append('=').append(v).append('\n'));
        Files.writeString(file, text);

        var game = new ScriptedGame("@info iam ScriptedGame", Script.create()
                .line("@player 1 @command fresh").line("@player 1 @command alphabet rock paper scissors")
                .line("@player 1 @input paper").line("@player 1 @command play").await(1).line("@player 1 @score 1").end());
        var protocol = new LmcProtocol(LmcVariant.LMC1, LmcDialect.withOverrides(keys));
        var player = SdkPrograms.java(SdkPrograms.JAVA, List.of(SdkPrograms.CLASSES, SdkPrograms.TEST_CLASSES),
                HintLearner.class.getName(), Map.of(Dialect.ENV, file.toString()));
        var played = JudgeKit.play(protocol, JudgeKit.inProcess(game), List.of(player), SdkPrograms.limits());

        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.receivedFrom("p1")).containsExactly("@info iam sdk-hint-learner", "@output paper");
        assertThat(played.result().seats().get(0).score()).isEqualTo(1.0);
    }
}
