package dev.arbiter.sandbox.local.cgroup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The few file operations cgroup code needs, in one place so tests can run the drivers against a
 * fake cgroupfs: a plain directory tree, where a cgroup cannot be removed with rmdir because its
 * control files are ordinary files (see {@link #removeGroup(Path)}).
 */
public class CgroupFiles {

    public String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.US_ASCII).strip();
    }

    /** The file's content, or empty when the file does not exist (a controller file this kernel lacks). */
    public Optional<String> readIfPresent(Path file) throws IOException {
        try {
            return Optional.of(read(file));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    /** One write(2) of the whole value, as the kernel expects for control files. */
    public void write(Path file, String value) throws IOException {
        Files.writeString(file, value, StandardCharsets.US_ASCII);
    }

    public boolean exists(Path path) {
        return Files.exists(path);
    }

    public void createGroup(Path dir) throws IOException {
        Files.createDirectory(dir);
    }

    /** rmdir on cgroupfs: succeeds once no process is left, although the directory lists control files. */
    public void removeGroup(Path dir) throws IOException {
        Files.delete(dir);
    }

    /** Child groups of {@code parent} whose names start with {@code prefix}. */
    public List<Path> children(Path parent, String prefix) throws IOException {
        var found = new ArrayList<Path>();
        if (!Files.isDirectory(parent)) {
            return found;
        }
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(parent, p -> Files.isDirectory(p)
                && p.getFileName().toString().startsWith(prefix))) {
            dirs.forEach(found::add);
        }
        return found;
    }
}
