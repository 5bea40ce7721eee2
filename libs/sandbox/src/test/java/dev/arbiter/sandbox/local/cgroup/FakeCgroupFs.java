package dev.arbiter.sandbox.local.cgroup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A cgroupfs made of plain files, for the paths a machine cannot exercise (cgroup v2 on a v1 host and
 * the reverse). Control files are ordinary files, so removing a group deletes them first, as the
 * kernel's rmdir would; {@link #kernelFile} plays the kernel writing a file (events, usage).
 */
final class FakeCgroupFs extends CgroupFiles {

    final Path root;

    FakeCgroupFs(Path root) {
        this.root = root;
    }

    Path dir(String relative) {
        Path dir = root.resolve(relative);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    void kernelFile(Path file, String content) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String content(Path file) {
        try {
            return Files.readString(file).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void removeGroup(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
