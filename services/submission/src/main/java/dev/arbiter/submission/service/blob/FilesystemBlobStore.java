package dev.arbiter.submission.service.blob;

import dev.arbiter.submission.config.SubmissionConfig;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Blobs as files under the storage directory, at {@code ab/cd/abcd…} (two levels of fan-out keep
 * directories small). A blob is written to a temporary file, forced to disk, then renamed into place
 * atomically, so a reader never sees half a blob and a crash leaves at most a stray temporary file.
 * Created eagerly at startup, so a service that cannot store uploads fails at boot rather than on a
 * contestant's first submission.
 */
@Startup
@ApplicationScoped
public class FilesystemBlobStore implements BlobStore {

    private static final Logger LOG = Logger.getLogger(FilesystemBlobStore.class);
    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

    private final Path root;

    public FilesystemBlobStore(SubmissionConfig config) {
        this.root = config.storageDirectory().toAbsolutePath().normalize();
        try {
            Files.createDirectories(root.resolve("tmp"));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the artefact storage directory " + root, e);
        }
        LOG.infof("Entry artefacts are stored under %s", root);
    }

    @Override
    public StoredBlob put(Path file) throws IOException {
        Path temporary = Files.createTempFile(root.resolve("tmp"), "blob-", ".part");
        try {
            MessageDigest digest = sha256();
            long size;
            try (InputStream in = Files.newInputStream(file);
                 OutputStream out = new DigestOutputStream(Files.newOutputStream(temporary), digest)) {
                size = in.transferTo(out);
            }
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            String sha256 = HexFormat.of().formatHex(digest.digest());
            Path target = pathOf(sha256);
            if (Files.exists(target)) {
                return new StoredBlob(sha256, size, false);
            }
            Files.createDirectories(target.getParent());
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException e) {
                // Another upload of the same bytes won the race: same content, nothing to do.
                return new StoredBlob(sha256, size, false);
            }
            return new StoredBlob(sha256, size, true);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    @Override
    public Optional<InputStream> open(String sha256) throws IOException {
        if (!contains(sha256)) {
            return Optional.empty();
        }
        return Optional.of(Files.newInputStream(pathOf(sha256)));
    }

    @Override
    public boolean contains(String sha256) {
        return SHA256.matcher(sha256).matches() && Files.isRegularFile(pathOf(sha256));
    }

    @Override
    public boolean isWritable() {
        return Files.isDirectory(root) && Files.isWritable(root);
    }

    @Override
    public String location() {
        return root.toString();
    }

    private Path pathOf(String sha256) {
        return root.resolve(sha256.substring(0, 2)).resolve(sha256.substring(2, 4)).resolve(sha256);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
