package dev.arbiter.examples.players.gvgai;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Python sample agents' client side reads what the referee writes: the screenshot's signed bytes back into the
 * PNG file (GVG-S05). The Java samples are written on the Java SDK, whose ObservationTest reads the same.
 */
class ClientSideTest {

    private static String observation(SsoType type) {
        var game = ShippedGames.start(ShippedGames.rules("aliens"), "aliens", 0, 3);
        return new LevelObserver(game).json(Phase.ACT, false, type);
    }

    @Test
    void thePythonClientDecodesTheScreenshot() throws Exception {
        Path sso = Files.createTempFile("gvgai-sso-", ".json");
        try {
            Files.writeString(sso, observation(SsoType.IMAGE));
            String script = "import sys, gvgai_client; o = gvgai_client.observation(open(sys.argv[1]).read()); "
                    + "sys.stdout.write(o.image_png[:8].hex() + ' ' + o.phase)";
            Path players = Path.of("players/python").toAbsolutePath();
            Process p = new ProcessBuilder(List.of("python3", "-c", script, sso.toString())).directory(players.toFile())
                    .redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(out).isEqualTo("89504e470d0a1a0a ACT");
        } finally {
            Files.deleteIfExists(sso);
        }
    }
}
