package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The secrets one machine's platform needs, made once per installation and kept in the data directory
 * (owner-only files), so sessions and passwords survive restarts: the key every service decrypts the shared
 * session cookie with, the organiser's password (the submission service creates that account; scripts trade it
 * for an API token there), the embedded PostgreSQL's password, and the scheduler's seed key. None has a fixed
 * default.
 *
 * @param sessionKey        ARBITER_SESSION_KEY of every service with pages
 * @param organiserUsername the organiser account's name
 * @param organiserPassword its password, in {@link #organiserPasswordFile()} for people to read
 * @param organiserPasswordFile where the password is kept
 * @param databasePassword  the password of the embedded PostgreSQL's superuser: the launcher's alone
 * @param seedKey           the scheduler's alone ({@code arbiter.scheduler.seed-key}): every match's seeds are
 *                          derived under it, so nobody without it can predict or invert one
 */
public record PlatformSecrets(String sessionKey, String organiserUsername, String organiserPassword,
                              Path organiserPasswordFile, String databasePassword, String seedKey) {

    public static final String ORGANISER = "organiser";

    public static PlatformSecrets load(Path dataDirectory) throws IOException {
        Path directory = dataDirectory.resolve("secrets");
        Files.createDirectories(directory);
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        Path passwordFile = directory.resolve("organiser-password");
        return new PlatformSecrets(secret(directory.resolve("session-key"), 32), ORGANISER, secret(passwordFile, 15), passwordFile,
                secret(directory.resolve("database-password"), 24), secret(directory.resolve("seed-key"), 32));
    }

    /**
     * The password of {@code service}'s own database role ({@link PostgresServer#serviceDatabase}), made once like
     * the others; {@link #databasePassword()} is the superuser's, which no service is given.
     */
    public String serviceDatabasePassword(String service) throws IOException {
        return secret(organiserPasswordFile.resolveSibling("database-" + service + "-password"), 24);
    }

    /**
     * The secret the gateway sends with every request it forwards, by which the services tell it from any other
     * local process on loopback: only a request that carries it has its X-Forwarded-For believed.
     */
    public String edgeSecret() throws IOException {
        return secret(organiserPasswordFile.resolveSibling("edge-secret"), 32);
    }

    private static String secret(Path file, int bytes) throws IOException {
        if (Files.exists(file)) {
            return Files.readString(file, StandardCharsets.UTF_8).strip();
        }
        byte[] random = new byte[bytes];
        new SecureRandom().nextBytes(random);
        String value = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        Files.writeString(partial, value + "\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rw-------"));
        Files.move(partial, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        return value;
    }
}
