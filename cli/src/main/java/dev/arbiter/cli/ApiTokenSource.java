package dev.arbiter.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where {@code arbiter submit} takes its API token from, first found wins: {@code --token}, {@code --token-file},
 * the environment variable {@code ARBITER_TOKEN}, then {@code ~/.config/arbiter/token} when it exists. A flag on the
 * command line beats the environment, which beats the file a contestant saved once. The token itself is never printed.
 */
record ApiTokenSource(String token, String source) {

    static final String ENVIRONMENT = "ARBITER_TOKEN";
    static final String DEFAULT_FILE = ".config/arbiter/token";

    /**
     * @param flag  {@code --token}, or null
     * @param file  {@code --token-file}, or null
     * @param env   the process environment
     * @param home  the user's home directory (for the default file)
     * @param tokensPage the page where tokens are made, for the message when there is none
     */
    static ApiTokenSource resolve(String flag, Path file, Map<String, String> env, Path home, String tokensPage) {
        if (flag != null && !flag.isBlank()) {
            return new ApiTokenSource(flag.strip(), "--token");
        }
        if (file != null) {
            return fromFile(file, "--token-file " + file);
        }
        String fromEnv = env.get(ENVIRONMENT);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new ApiTokenSource(fromEnv.strip(), "the environment variable " + ENVIRONMENT);
        }
        Path saved = home.resolve(DEFAULT_FILE);
        if (Files.isRegularFile(saved)) {
            return fromFile(saved, saved.toString());
        }
        throw new UsageException("no API token: make one at " + tokensPage + " (signed in), then pass --token TOKEN, set "
                + ENVIRONMENT + ", or save it in ~/" + DEFAULT_FILE);
    }

    private static ApiTokenSource fromFile(Path file, String source) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new UsageException("cannot read the token file " + file + ": " + e.getMessage());
        }
        if (text.isEmpty() || text.contains("\n")) {
            throw new UsageException("the token file " + file + " should hold one token on one line");
        }
        return new ApiTokenSource(text, source);
    }

    /**
     * A warning when the token file of this source is readable by others than its owner (a token uploads as you),
     * with the command that fixes it; empty for any other source or where the file system has no POSIX modes.
     */
    Optional<String> exposure() {
        if (!source.startsWith("/") && !source.startsWith("--token-file ")) {
            return Optional.empty();
        }
        Path file = Path.of(source.startsWith("--token-file ") ? source.substring("--token-file ".length()) : source);
        try {
            Set<PosixFilePermission> modes = Files.getPosixFilePermissions(file);
            boolean shared = modes.contains(PosixFilePermission.GROUP_READ) || modes.contains(PosixFilePermission.OTHERS_READ);
            return shared ? Optional.of("the token file " + file + " is readable by others: chmod 600 " + file) : Optional.empty();
        } catch (UnsupportedOperationException | IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return "ApiTokenSource[" + source + "]";
    }
}
