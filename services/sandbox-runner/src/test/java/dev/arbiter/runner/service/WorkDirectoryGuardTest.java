package dev.arbiter.runner.service;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    void aWorkDirectoryOpenToOthersIsRefusedNotTightened() throws IOException {
        Path work = Files.createDirectory(dir.resolve("work"));
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxrwxrwx"));

        assertThatThrownBy(() -> WorkDirectoryGuard.prepare(work))
                .isInstanceOf(IOException.class).hasMessageContaining("chmod 711 " + work);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(work))).isEqualTo("rwxrwxrwx");
    }

    @Test
    void aPrivateWorkDirectoryGetsTheSearchBitTheSandboxesNeed() throws IOException {
        Path work = Files.createDirectory(dir.resolve("work"));
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwx------"));

        WorkDirectoryGuard.prepare(work);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(work))).isEqualTo("rwx--x--x");
    }

    @Test
    void aSymbolicLinkPlantedAtTheWorkDirectoryIsRefused() throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path planted = Files.createSymbolicLink(dir.resolve("work"), elsewhere);

        assertThatThrownBy(() -> WorkDirectoryGuard.prepare(planted))
                .isInstanceOf(IOException.class).hasMessageContaining("symbolic link");
    }
}
