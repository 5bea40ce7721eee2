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
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Started as root, the services run as an unprivileged account, or as root only when told to. */
class ServiceAccountTest {

    @TempDir
    Path tmp;

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(said, true);

    private static void assumeRoot() throws IOException {
        assumeTrue(ServiceAccount.currentUid() == 0, "only root demotes the services");
    }

    @Test
    void aCheckoutUnderAPrivateHomeIsReachedThroughABindMountAndTheServicesStayUnprivileged() throws Exception {
        assumeRoot();
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path privateHome = Files.createDirectory(tmp.resolve("home"));
        Files.setPosixFilePermissions(privateHome, PosixFilePermissions.fromString("rwx------"));
        Path checkout = Files.createDirectory(privateHome.resolve("arbiter"));
        Files.setPosixFilePermissions(checkout, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path jar = Files.writeString(checkout.resolve("quarkus-run.jar"), "the service");
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));

        Path data = Files.createDirectories(checkout.resolve(".arbiter/data"));

        ServiceAccount account = ServiceAccount.forThisStart("nobody", List.of(jar, data), out);
        try {
            assertThat(account.demoted()).isTrue();
            assertThat(said.toString()).doesNotContain("root");
            // The data directory comes along with the checkout it lies in.
            assertThat(account.mounts().trees()).containsExactly(checkout);
            Path seen = account.path(jar);
            assertThat(seen).isNotEqualTo(jar).startsWithRaw(BindMounts.MOUNT_BASE);
            assertThat(run(account.wrap(List.of("cat", seen.toString())))).isEqualTo("the service");
            // The same account without its mount namespace is stopped by the 0700 home: the mount is what lets it in.
            assertThat(run(account.prefixWithoutMounts(List.of("cat", jar.toString())))).contains("Permission denied");
        } finally {
            Files.deleteIfExists(account.path(checkout));
        }
    }

    @Test
    void aTreeTheAccountCannotReadEvenThroughAMountStopsTheStartInOneLineInsteadOfRunningAsRoot() throws Exception {
        assumeRoot();
        Path sealed = Files.createDirectory(tmp.resolve("sealed"));
        Files.setPosixFilePermissions(sealed, PosixFilePermissions.fromString("rwx------"));

        try {
            assertThatThrownBy(() -> ServiceAccount.forThisStart("nobody", List.of(sealed), out))
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining("user 'nobody' cannot read " + sealed)
                    .hasMessageContaining("ARBITER_SERVICE_USER=root")
                    .hasMessageNotContaining("\n");
        } finally {
            Files.deleteIfExists(BindMounts.of(BindMounts.MOUNT_BASE, List.of(sealed), tmp).translate(sealed));
        }
    }

    private static String run(List<String> command) throws Exception {
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes()).strip();
        process.waitFor();
        return said;
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
