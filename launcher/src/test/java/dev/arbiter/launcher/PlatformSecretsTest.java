package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/** Every installation has passwords of its own, made on first start and kept, readable by its owner only. */
class PlatformSecretsTest {

    @TempDir
    Path dir;

    @Test
    void eachInstallationGeneratesItsOwnPasswordsAndKeepsThem() throws Exception {
        PlatformSecrets one = PlatformSecrets.load(dir.resolve("one"));
        PlatformSecrets other = PlatformSecrets.load(dir.resolve("other"));

        assertThat(one.databasePassword()).hasSizeGreaterThanOrEqualTo(24).isNotIn("postgres", "arbiter")
                .isNotEqualTo(other.databasePassword());
        assertThat(one.organiserPassword()).isNotEqualTo(other.organiserPassword());
        assertThat(one.sessionKey()).isNotEqualTo(other.sessionKey());
        assertThat(one.seedKey()).hasSizeGreaterThanOrEqualTo(32).isNotEqualTo(other.seedKey()).isNotEqualTo(one.sessionKey());
        assertThat(PlatformSecrets.load(dir.resolve("one"))).isEqualTo(one);
        for (String secret : new String[] {"database-password", "seed-key"}) {
            assertThat(Files.getPosixFilePermissions(dir.resolve("one/secrets/" + secret)))
                    .isEqualTo(PosixFilePermissions.fromString("rw-------"));
        }
    }
}
