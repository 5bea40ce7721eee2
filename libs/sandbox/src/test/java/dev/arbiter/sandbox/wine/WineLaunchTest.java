package dev.arbiter.sandbox.wine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WineLaunchTest {

    @TempDir
    Path root;

    private Path file(String path) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    @Test
    void debiansLoaderWithoutAPreloaderSkipsTheReExec() throws IOException {
        file("usr/lib/wine/wine64");

        assertThat(WineLaunch.hasNoPreloader(root)).isTrue();
        assertThat(new WineLaunch("wine", "/sealed", "/tmp/p", true).env()).containsEntry("WINELOADERNOEXEC", "1");
    }

    @Test
    void aPreloaderThatExistsIsNeverSkipped() throws IOException {
        file("usr/lib/wine/wine64");
        file("usr/lib/wine/wine64-preloader");

        assertThat(WineLaunch.hasNoPreloader(root)).isFalse();
        assertThat(new WineLaunch("wine", "/sealed", "/tmp/p", false).env()).doesNotContainKey("WINELOADERNOEXEC")
                .containsEntry("WINEPREFIX", "/tmp/p");
    }

    @Test
    void anotherLayoutCountsAsHavingAPreloader() throws IOException {
        file("usr/bin/wine64");

        assertThat(WineLaunch.hasNoPreloader(root)).isFalse();
    }
}
