package dev.arbiter.scheduler.kit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.hostdirs.PrivateDirectory;
import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.scheduler.config.KitConfig;
import dev.arbiter.scheduler.persistence.Competition;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;

/**
 * Builds and caches each competition's contestant kit: the CLI jar (the runners' judge), the competition's settings
 * ({@code competition.json}) and game program, the sample players and the SDKs, with a README. A kit is named by a
 * digest of everything that goes into it, so it is built once per competition settings and parts, and a changed
 * input (a new CLI build, an edited sample) makes a new kit rather than serving a stale one.
 */
@ApplicationScoped
public class ContestantKits {

    private static final Logger LOG = Logger.getLogger(ContestantKits.class);
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    /** A built kit: its file and the digest of its inputs (an ETag). */
    public record Kit(Path file, String fingerprint, String fileName) {
    }

    private final KitConfig config;
    private final BlobStore blobs;

    public ContestantKits(KitConfig config, BlobStore blobs) {
        this.config = config;
        this.blobs = blobs;
    }

    /** Whether kits can be served here: the CLI jar is configured and present. */
    public boolean available() {
        return config.cliJar().filter(Files::isRegularFile).isPresent();
    }

    /** The competition's kit, built now unless the same inputs were built before. */
    public synchronized Kit kit(Competition c) throws IOException {
        Path cliJar = config.cliJar().filter(Files::isRegularFile)
                .orElseThrow(() -> new IllegalStateException("arbiter.scheduler.kit.cli-jar is not set or missing"));
        String gameFile = KitSettings.gameFile(c);
        CompetitionSettings settings = KitSettings.of(c, gameFile);
        byte[] settingsJson = JSON.writeValueAsBytes(settings);
        byte[] readme = KitReadme.render(settings).getBytes(StandardCharsets.UTF_8);
        byte[] launcher = KitReadme.launcher().getBytes(StandardCharsets.UTF_8);

        PrivateDirectory.prepare(config.cacheDirectory());
        Path jar = kitJar(cliJar);
        var archive = new KitArchive("arbiter-kit-" + c.slug);
        archive.add("competition.json", new KitArchive.Bytes(settingsJson, false));
        archive.add("README.md", new KitArchive.Bytes(readme, false));
        archive.add("arbiter", new KitArchive.Bytes(launcher, true));
        archive.add("lib/arbiter.jar", new KitArchive.FromFile(jar, false));
        if (gameFile != null) {
            Path game = config.cacheDirectory().resolve("game-" + c.gameArtifactSha256);
            if (!Files.exists(game)) {
                blobs.copyTo(Digest.parse(c.gameArtifactSha256), game);
            }
            archive.add(gameFile, new KitArchive.FromFile(game, true));
        }
        // The Java samples are wrappers around the repository's build output, which a kit does not carry. A Java entry
        // starts from `./arbiter new-player --lang java`, which takes the SDK's classes from lib/arbiter.jar.
        archive.addTree("players", config.samples().orElse(null), Set.of("java"));
        archive.addTree("sdk", config.sdk().orElse(null), Set.of());

        String fingerprint = fingerprint(archive);
        Path file = config.cacheDirectory().resolve("kit-" + c.slug + "-" + fingerprint.substring(0, 16) + ".zip");
        if (!Files.exists(file)) {
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            try (OutputStream out = Files.newOutputStream(partial)) {
                archive.write(out);
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            LOG.infof("built the contestant kit of %s (%d bytes) as %s", c.slug, Files.size(file), file.getFileName());
        }
        return new Kit(file, fingerprint, "arbiter-kit-" + c.slug + ".zip");
    }

    /** The trimmed CLI jar, made once per build of the jar (named by its size and time: hashing 47 MB per request would not pay). */
    private Path kitJar(Path cliJar) throws IOException {
        String stamp = Files.size(cliJar) + "-" + Files.getLastModifiedTime(cliJar).toMillis();
        Path jar = config.cacheDirectory().resolve("arbiter-" + stamp + ".jar");
        if (!Files.exists(jar)) {
            KitJar.trim(cliJar, jar);
        }
        return jar;
    }

    /** A digest of every part's path, mode and bytes: the same inputs give the same kit, and the same name. */
    private static String fingerprint(KitArchive archive) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        archive.digest(sha);
        return HexFormat.of().formatHex(sha.digest());
    }
}
