package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.load.GameFiles;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Organisers' VGDL games for GVGAI competitions (docs/protocols/gvgai.md): checked as the referee will use them and
 * stored as one zip in the blob store, which the runner fetches by its sha256 like any artefact. A game that does
 * not check is refused with every problem as {@code file:line:column: message}, and nothing is stored.
 */
@ApplicationScoped
public class GvgaiGameUploads {

    private final BlobStore blobs;
    /** Checked games by sha256: every match request of a competition consults its game's levels. */
    private final Map<String, GameFiles> loaded = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameFiles> eldest) {
            return size() > 16;
        }
    };

    private final UploadChecks checks;
    private final GameFiles.Limits limits;

    public GvgaiGameUploads(BlobStore blobs, UploadChecks checks, SchedulerConfig config) {
        this.blobs = blobs;
        this.checks = checks;
        this.limits = new GameFiles.Limits(config.uploads().vgdlMaxBytes(), GameFiles.MAX_LEVELS + 1);
    }

    /** What storing a game answers: its address, its name and how many levels it has. */
    public record StoredGame(String sha256, String game, int levels) {
    }

    /** Checks the files on the upload check's worker; refused with 422 over a limit, 400 otherwise; then stores them. */
    public StoredGame store(Map<String, byte[]> uploads) {
        GameFiles game = checks.run("the game's files", () -> {
            try {
                return GameFiles.fromUploads(uploads, limits);
            } catch (GameFiles.OverLimitException e) {
                throw new UploadOverLimitException(e.getMessage());
            } catch (GameFiles.InvalidException e) {
                throw new InvalidRequestException(e.getMessage());
            }
        });
        if (ShippedGames.names().contains(game.name())) {
            throw new InvalidRequestException(game.name() + ".txt: a shipped game has this name; rename the files");
        }
        try {
            Digest digest = blobs.put(new ByteArrayInputStream(game.toZip()));
            synchronized (loaded) {
                loaded.put(digest.hex(), game);
            }
            return new StoredGame(digest.hex(), game.name(), game.levels().size());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the blob store", e);
        }
    }

    /** The stored game with this sha256; refuses one that is not stored. */
    public GameFiles load(String sha256) {
        synchronized (loaded) {
            GameFiles cached = loaded.get(sha256);
            if (cached != null) {
                return cached;
            }
        }
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
            throw new InvalidRequestException("gvgaiFilesSha256: the sha256 POST /api/scheduler/gvgai-games answered");
        }
        try (InputStream in = blobs.open(Digest.parse(sha256))) {
            GameFiles game = GameFiles.fromZip(in.readAllBytes());
            synchronized (loaded) {
                loaded.put(sha256, game);
            }
            return game;
        } catch (BlobNotFoundException e) {
            throw new InvalidRequestException("no GVGAI game with sha256 " + sha256 + " is stored: upload it first "
                    + "(POST /api/scheduler/gvgai-games)");
        } catch (GameFiles.InvalidException e) {
            throw new InvalidRequestException("stored GVGAI game " + sha256 + ": " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the blob store", e);
        }
    }
}
