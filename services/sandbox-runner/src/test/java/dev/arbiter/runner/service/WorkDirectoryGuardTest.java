package dev.arbiter.runner.service;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class WorkDirectoryGuardTest {

    @TempDir
    Path dir;

    @Test
    void aMissingWorkDirectoryIsCreatedSoOthersMayPassThroughButNotListOrWrite() throws IOException {
        Path work = WorkDirectoryGuard.prepare(dir.resolve("var/runner-work"));

        assertThat(work).isDirectory();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(work))).isEqualTo("rwx--x--x");
    }

    @Test
    void aWorldWritableWorkDirectoryLeftByAnEarlierRunIsTightened() throws IOException {
        Path work = Files.createDirectory(dir.resolve("work"));
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxrwxrwx"));

        WorkDirectoryGuard.prepare(work);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(work))).isEqualTo("rwx--x--x");
    }

    @Test
    void aSymbolicLinkPlantedAtTheWorkDirectoryIsRefused() throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path planted = Files.createSymbolicLink(dir.resolve("work"), elsewhere);

        assertThatThrownBy(() -> WorkDirectoryGuard.prepare(planted))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("symbolic link");
    }

    @Test
    void aWorkDirectoryAnotherUserOwnsIsRefused() throws IOException {
        assumeTrue("root".equals(System.getProperty("user.name")), "only root can give a directory away");
        Path work = Files.createDirectory(dir.resolve("work"));
        UserPrincipal nobody = work.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(work, nobody);

        assertThatThrownBy(() -> WorkDirectoryGuard.prepare(work))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("belongs to nobody");
    }
}
