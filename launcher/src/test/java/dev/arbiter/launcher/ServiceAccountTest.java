package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Started as root, the services run as an unprivileged account, or as root only when told to or said aloud. */
class ServiceAccountTest {

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(said, true);

    private static void assumeRoot() throws IOException {
        assumeTrue(ServiceAccount.currentUid() == 0, "only root demotes the services");
    }

    @Test
    void aCheckoutTheAccountCannotReadLeavesTheServicesAsRootSayingSoAndWhatToDo() throws Exception {
        assumeRoot();
        Path privateHome = Files.createDirectory(tmp.resolve("home"));
        Files.setPosixFilePermissions(privateHome, PosixFilePermissions.fromString("rwx------"));
        Path jar = Files.writeString(privateHome.resolve("quarkus-run.jar"), "");

        ServiceAccount account = ServiceAccount.forThisStart("nobody", List.of(jar), out);

        assertThat(account.demoted()).isFalse();
        assertThat(said.toString()).contains("user 'nobody' cannot read " + jar).contains("run as root")
                .contains("ARBITER_SERVICE_USER=root");
    }

    @Test
    void aCheckoutTheAccountCanReadRunsTheServicesAsThatAccountWithoutPrivileges() throws Exception {
        assumeRoot();
        Path checkout = Files.createDirectory(tmp.resolve("checkout"));
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(checkout, PosixFilePermissions.fromString("rwxr-xr-x"));

        ServiceAccount account = ServiceAccount.forThisStart("nobody", List.of(checkout), out);

        assertThat(account.demoted()).isTrue();
        assertThat(account.uid()).isNotZero();
        assertThat(account.wrap(List.of("java"))).contains("--no-new-privs", "--clear-groups").endsWith("java");
    }

    @Test
    void rootIsUsedOnlyWhenAskedFor() throws Exception {
        assertThat(ServiceAccount.forThisStart("root", List.of(Path.of("/nonexistent")), out).demoted()).isFalse();
    }

    @Test
    void theDirectoriesTheServicesOwnAreMadeOwnerOnlyEvenWhenAnEarlierStartLeftThemOpen() throws Exception {
        Path blobs = Files.createDirectory(tmp.resolve("blobs"));
        Files.setPosixFilePermissions(blobs, PosixFilePermissions.fromString("rwxr-xr-x"));

        ServiceAccount.launcherUser().own(blobs, tmp.resolve("kits"));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(blobs))).isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("kits")))).isEqualTo("rwx------");
    }
}
