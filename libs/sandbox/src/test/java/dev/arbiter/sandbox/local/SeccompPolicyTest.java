package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.SeccompPolicy;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
        String block = source.substring(source.indexOf("BEGIN REFUSED"), source.indexOf("END REFUSED"));
        var inC = new LinkedHashMap<String, Integer>();
        var line = Pattern.compile("REFUSE\\((\\d+)\\), /\\* (\\w+) \\*/").matcher(block);
        while (line.find()) {
            inC.put(line.group(2), Integer.parseInt(line.group(1)));
        }
        assertThat(inC).containsExactlyEntriesOf(SeccompPolicy.REFUSED);
    }
}
