package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code up --runners N}: one runner unless told otherwise, and every extra runner on a port of its own. */
class RunnersOptionTest {

    @Test
    void upStartsOneRunnerUnlessToldOtherwise() {
        var up = new UpCommand();
        new CommandLine(up).parseArgs();
        assertThat(up.runners).isEqualTo(1);
        new CommandLine(up).parseArgs("--runners", "4");
        assertThat(up.runners).isEqualTo(4);
    }

    @Test
    void extraRunnersListenClearOfEveryOtherPart() {
        var settings = new Platform.PlatformSettings(Path.of("."), Path.of("data"), 8383, 23000, 23001, 23010, "local", 8);
        Set<Integer> taken = new HashSet<>(Set.of(8383, 23000, 23001, 23002));
        for (int i = 0; i < Platform.SERVICES.size(); i++) {
            taken.add(settings.firstServicePort() + i);
            taken.add(settings.managementPort(settings.firstServicePort() + i));
        }
        for (int k = 2; k <= settings.runners(); k++) {
            int port = settings.extraRunnerPort(k);
            assertThat(taken.add(port)).as("runner %d's port", k).isTrue();
            assertThat(taken.add(settings.managementPort(port))).as("runner %d's management port", k).isTrue();
        }
    }
}
