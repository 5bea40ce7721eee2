package dev.arbiter.hostdirs;

import dev.arbiter.hostdirs.PrivateDirectory.Owner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class PrivateDirectoryTest {

    @TempDir
    Path tmp;

    private static UserPrincipal nobody(Path somewhere) throws Exception {
        return somewhere.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
    }

    @Test
    void aMissingDirectoryAndItsParentsAreMadeAndItIsOwnerOnlyWhateverTheUmask() throws Exception {
        Path dir = tmp.resolve("state/arbiter/blobs");

        Path made = PrivateDirectory.prepare(dir);

        assertThat(made).isEqualTo(dir.toAbsolutePath());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
    }

    @Test
    void aDirectoryGetsTheModeAskedForWhenItIsMade() throws Exception {
        Path dir = tmp.resolve("work");

        PrivateDirectory.prepare(dir, PosixFilePermissions.fromString("rwx--x--x"), Owner.THIS_ACCOUNT);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx--x--x");
    }

    @Test
    void anExistingDirectoryOfThisAccountThatGrantsNoMoreIsKeptAsItIs() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("kept"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        Files.writeString(dir.resolve("blob"), "x");

        PrivateDirectory.prepare(dir, PosixFilePermissions.fromString("rwx--x--x"), Owner.THIS_ACCOUNT);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
        assertThat(dir.resolve("blob")).hasContent("x");
    }

    @Test
    void anExistingDirectoryOpenToOthersIsRefusedNotRepairedAndTheMessageSaysTheChmod() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("open"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThatThrownBy(() -> PrivateDirectory.prepare(dir))
                .isInstanceOf(UnsafeDirectoryException.class)
                .hasMessageContaining(dir + " is rwxr-xr-x")
                .hasMessageContaining("chmod 700 " + dir);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwxr-xr-x");
    }

    @Test
    void aSymbolicLinkIsRefusedEvenToAPrivateDirectory() throws Exception {
        Path target = PrivateDirectory.prepare(tmp.resolve("real"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), target);

        assertThatThrownBy(() -> PrivateDirectory.prepare(link))
                .isInstanceOf(UnsafeDirectoryException.class).hasMessageContaining("symbolic link");
    }

    @Test
    void aFileWhereTheDirectoryShouldBeIsRefused() throws Exception {
        Path file = Files.writeString(tmp.resolve("file"), "");

        assertThatThrownBy(() -> PrivateDirectory.prepare(file))
                .isInstanceOf(UnsafeDirectoryException.class).hasMessageContaining("not a directory");
    }

    @Test
    void aDirectoryAnotherAccountOwnsIsRefusedUnlessRootMayShareIt() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "only root can give a directory away");
        Path dir = Files.createDirectory(tmp.resolve("theirs"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        Files.setOwner(dir, nobody(dir));

        assertThatThrownBy(() -> PrivateDirectory.prepare(dir))
                .isInstanceOf(UnsafeDirectoryException.class)
                .hasMessageContaining("belongs to nobody, not to root");
        assertThat(PrivateDirectory.prepare(dir, PrivateDirectory.OWNER_ONLY, Owner.THIS_ACCOUNT_OR_ANY_FOR_ROOT))
                .isEqualTo(dir);
    }

    @Test
    void modesAreSpelledInOctalAsChmodTakesThem() {
        assertThat(PrivateDirectory.octal(PosixFilePermissions.fromString("rwx------"))).isEqualTo("700");
        assertThat(PrivateDirectory.octal(PosixFilePermissions.fromString("rwx--x--x"))).isEqualTo("711");
    }
}
