package dev.arbiter.sdk;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The docker backend's entry image has Java 17 only: a player compiled against the SDK with a JDK 17 runs on a
 * Java 17 runtime and plays the real judge. Skipped where no JDK 17 is installed.
 */
class Java17Test {

    private static final Path JDK17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");

    @TempDir
    Path dir;

    @Test
    void aPlayerBuiltWithJdk17AgainstTheSdkPlaysTheJudgeOnJava17() throws Exception {
        assumeTrue(Files.isExecutable(JDK17.resolve("bin/javac")), "no JDK 17 at " + JDK17);
        Path source = dir.resolve("Rock.java");
        Files.writeString(source, """
                import dev.arbiter.sdk.Player;
                import java.util.List;

                public final class Rock extends Player {
                    public String name() { return "rock-17"; }
                    public List<String> move() { return List.of(alphabet().get(0)); }
                    public static void main(String[] args) { new Rock().run(); }
                }
                """);
        var javac = new ProcessBuilder(JDK17.resolve("bin/javac").toString(), "-cp", SdkPrograms.CLASSES.toString(),
                "-d", dir.toString(), source.toString()).inheritIO().start();
        assertThat(javac.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(javac.exitValue()).isZero();

        var game = new ScriptedGame(Script.create().open("rock paper scissors", 1)
                .rounds(3, outputs -> List.of("@player 1 @score " + ("rock".equals(outputs.get(0)) ? "1" : "-1")), 1).end());
        var player = SdkPrograms.java(JDK17.resolve("bin/java").toString(), List.of(SdkPrograms.CLASSES, dir), "Rock", Map.of());
        var played = JudgeKit.play(LmcProtocol.lmc1(), JudgeKit.inProcess(game), List.of(player), SdkPrograms.limits());

        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().seats().get(0).verdict()).isEqualTo(Verdict.OK);
        assertThat(played.result().seats().get(0).score()).isEqualTo(3.0);
    }
}
