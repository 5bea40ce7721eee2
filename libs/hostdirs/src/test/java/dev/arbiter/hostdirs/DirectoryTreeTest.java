package dev.arbiter.hostdirs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoryTreeTest {

    @TempDir
    Path temp;

    @Test
    void aTreeWithReadOnlyFoldersIsRemovedWhole() throws IOException {
        Path root = temp.resolve("shelf");
        Path inner = Files.createDirectories(root.resolve("entry/bin"));
        Files.writeString(inner.resolve("player"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(inner, PosixFilePermissions.fromString("r-x------"));
        Files.setPosixFilePermissions(inner.getParent(), PosixFilePermissions.fromString("r-x------"));

        DirectoryTree.delete(root);

        assertThat(root).doesNotExist();
    }

    @Test
    void aLinkInsideIsRemovedAndWhatItPointsAtIsKept() throws IOException {
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Path precious = Files.writeString(outside.resolve("precious"), "keep me");
        Path root = Files.createDirectories(temp.resolve("workspace"));
        Files.createSymbolicLink(root.resolve("escape"), outside);

        DirectoryTree.delete(root);

        assertThat(root).doesNotExist();
        assertThat(precious).hasContent("keep me");
    }

    @Test
    void aLinkAsTheRootIsRemovedNotFollowed() throws IOException {
        Path target = Files.createDirectories(temp.resolve("target"));
        Files.writeString(target.resolve("file"), "x");
        Path link = Files.createSymbolicLink(temp.resolve("link"), target);

        DirectoryTree.delete(link);

        assertThat(link).doesNotExist();
        assertThat(target.resolve("file")).exists();
    }

    @Test
    void aMissingTreeIsNothingToDo() throws IOException {
        DirectoryTree.delete(temp.resolve("never-made"));
        assertThat(DirectoryTree.deleteIfPossible(temp.resolve("never-made"))).isTrue();
    }

    @Test
    void onlyTheDirectoriesOfProcessesThatNoLongerRunAreSwept() throws IOException {
        Process ended = new ProcessBuilder("true").start();
        long deadPid = ended.pid();
        ended.onExit().join();
        Path dead = Files.createDirectories(temp.resolve("run-" + deadPid));
        Path alive = Files.createDirectories(temp.resolve("run-" + ProcessHandle.current().pid()));
        Path other = Files.createDirectories(temp.resolve("keep-" + deadPid));
        Path notAPid = Files.createDirectories(temp.resolve("run-99999999999999999999"));

        DirectoryTree.deleteLeftByDeadProcesses(temp, Pattern.compile("run-(?<pid>\\d+)"));

        assertThat(dead).doesNotExist();
        assertThat(alive).exists();
        assertThat(other).exists();
        assertThat(notAPid).as("a number no pid can be").exists();
    }
}
