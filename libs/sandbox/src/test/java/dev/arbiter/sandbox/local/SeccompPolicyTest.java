package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.SeccompPolicy;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SeccompPolicyTest {

    @Test
    void theLaunchersFilterRefusesExactlyThePolicysList() throws Exception {
        String source;
        try (InputStream in = LauncherBinary.class.getResourceAsStream("arbiter-launch.c")) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(refusedIn(source)).containsExactlyEntriesOf(SeccompPolicy.REFUSED);
    }

    @Test
    void theDockerImagesEntrypointRefusesTheSameAsTheLocalLauncher() throws Exception {
        // Run from libs/sandbox (Maven's working directory for surefire).
        String stdio = Files.readString(Path.of("src/main/docker/arbiter-stdio.c"));
        String launch;
        try (InputStream in = LauncherBinary.class.getResourceAsStream("arbiter-launch.c")) {
            launch = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(refusedIn(stdio)).containsExactlyEntriesOf(SeccompPolicy.REFUSED);
        assertThat(filterIn(stdio)).isEqualTo(filterIn(launch));
    }

    private static String filterIn(String source) {
        return source.substring(source.indexOf("static const struct sock_filter SECCOMP_FILTER[]"),
                source.indexOf("/* Installs SECCOMP_FILTER"));
    }

    private static LinkedHashMap<String, Integer> refusedIn(String source) {
        String block = source.substring(source.indexOf("BEGIN REFUSED"), source.indexOf("END REFUSED"));
        var inC = new LinkedHashMap<String, Integer>();
        var line = Pattern.compile("REFUSE\\((\\d+)\\), /\\* (\\w+) \\*/").matcher(block);
        while (line.find()) {
            inC.put(line.group(2), Integer.parseInt(line.group(1)));
        }
        return inC;
    }
}
