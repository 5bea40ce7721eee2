package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Where {@code arbiter submit} finds its token: flag, token file, ARBITER_TOKEN, then ~/.config/arbiter/token. */
class ApiTokenSourceTest {

    @TempDir
    Path home;

    private static final String PAGE = "http://127.0.0.1:8080/tokens";

    @Test
    void theFlagBeatsTheFileWhichBeatsTheEnvironmentWhichBeatsTheSavedFile() throws Exception {
        Path saved = Files.createDirectories(home.resolve(".config/arbiter")).resolve("token");
        Files.writeString(saved, "from-saved\n");
        Path file = Files.writeString(home.resolve("other"), "  from-file  \n");
        Map<String, String> env = Map.of("ARBITER_TOKEN", "from-env");

        assertThat(ApiTokenSource.resolve("from-flag", file, env, home, PAGE))
                .isEqualTo(new ApiTokenSource("from-flag", "--token"));
        assertThat(ApiTokenSource.resolve(null, file, env, home, PAGE))
                .isEqualTo(new ApiTokenSource("from-file", "--token-file " + file));
        assertThat(ApiTokenSource.resolve(null, null, env, home, PAGE))
                .isEqualTo(new ApiTokenSource("from-env", "the environment variable ARBITER_TOKEN"));
        assertThat(ApiTokenSource.resolve(null, null, Map.of(), home, PAGE))
                .isEqualTo(new ApiTokenSource("from-saved", saved.toString()));
    }

    @Test
    void withNoTokenAnywhereItSaysWhereTokensAreMadeAndWhereToPutOne() {
        assertThatThrownBy(() -> ApiTokenSource.resolve(null, null, Map.of(), home, PAGE))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("make one at " + PAGE).hasMessageContaining("ARBITER_TOKEN")
                .hasMessageContaining("~/.config/arbiter/token");
    }

    @Test
    void aTokenFileOthersCanReadIsNamedWithTheCommandThatFixesIt() throws Exception {
        Path file = Files.writeString(home.resolve("token"), "t\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        var source = ApiTokenSource.resolve(null, file, Map.of(), home, PAGE);
        assertThat(source.exposure()).hasValue("the token file " + file + " is readable by others: chmod 600 " + file);

        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertThat(source.exposure()).isEmpty();
        assertThat(ApiTokenSource.resolve("t", null, Map.of(), home, PAGE).exposure()).isEmpty();
    }

    @Test
    void aTokenNeverShowsInItsDescription() {
        assertThat(new ApiTokenSource("secret", "--token").toString()).doesNotContain("secret");
    }
}
