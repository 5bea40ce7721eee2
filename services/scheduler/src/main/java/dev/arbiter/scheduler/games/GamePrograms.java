package dev.arbiter.scheduler.games;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.sandbox.ExecutableInspector;
import dev.arbiter.sandbox.ExecutableKind;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.service.InvalidRequestException;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Puts organisers' game programs into the shared blob store, where runners fetch a competition's game by
 * sha256. Only what a runner could start is stored: the same check entries get (ELF x86-64, a script with
 * #!, or a 64-bit Windows program), so a competition never waits on a game that fails every match.
 */
@ApplicationScoped
public class GamePrograms {

    private static final Logger LOG = Logger.getLogger(GamePrograms.class);
    private static final int HEADER_BYTES = 4096;

    private final BlobStore blobs;
    private final long maxBytes;

    public GamePrograms(BlobStore blobs, SchedulerConfig config) {
        this.blobs = blobs;
        this.maxBytes = config.maxGameBytes();
    }

    /**
     * @param name the file's name as uploaded, used in refusals
     * @throws GameTooLargeException over the configured limit
     * @throws InvalidRequestException when the file is not a program the platform can run
     */
    public StoredGame store(String name, Path file) {
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                throw new GameTooLargeException(name + ": " + size + " bytes is over the limit for a game program of "
                        + maxBytes + " bytes (arbiter.scheduler.max-game-bytes)");
            }
            ExecutableKind kind = classify(name, file);
            Digest digest = blobs.put(file);
            LOG.infof("stored game program %s (%s, %d bytes) as %s", name, kind, size, digest.hex());
            return new StoredGame(digest.hex(), wire(kind), size);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store game program " + name, e);
        }
    }

    private static ExecutableKind classify(String name, Path file) throws IOException {
        byte[] header;
        try (InputStream in = Files.newInputStream(file)) {
            header = in.readNBytes(HEADER_BYTES);
        }
        try {
            return ExecutableInspector.classify(name, header);
        } catch (SandboxException e) {
            throw new InvalidRequestException(e.getMessage());
        }
    }

    /** As in the wire contract ({@code EntrySubmitted.kind}, {@code GameRef}). */
    private static String wire(ExecutableKind kind) {
        return switch (kind) {
            case ELF -> "elf";
            case SCRIPT -> "script";
            case PE32_PLUS -> "pe32plus";
        };
    }
}
