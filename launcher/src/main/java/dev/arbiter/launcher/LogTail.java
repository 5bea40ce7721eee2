package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Why a part that would not start stopped, in one line a newcomer can act on: the last line of its log that
 * states an error (Quarkus logs the root cause last, and our own checks say what to run), not only where the
 * log is.
 */
final class LogTail {

    private static final Pattern ERROR = Pattern.compile("ERROR|FATAL|Exception: |Error: |error: |cannot |needs ");
    /** Stack frames and Quarkus's banner lines restate the cause without adding to it. */
    private static final Pattern NOISE = Pattern.compile("^\\s+at |^\\s*\\.\\.\\. \\d+ more|^\\s*Caused by: java\\.lang\\.reflect");

    private LogTail() {
    }

    static String cause(String what, Path log, int exitCode) {
        return what + " exited with " + exitCode + lastError(log).map(line -> ": " + line).orElse("")
                + " (its log: " + log + ")";
    }

    static java.util.Optional<String> lastError(Path log) {
        List<String> lines;
        try {
            lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            return java.util.Optional.empty();
        }
        for (int i = lines.size() - 1; i >= Math.max(0, lines.size() - 400); i--) {
            String line = lines.get(i);
            if (ERROR.matcher(line).find() && !NOISE.matcher(line).find()) {
                return java.util.Optional.of(trim(line));
            }
        }
        return java.util.Optional.empty();
    }

    /** Drops the timestamp, level and logger prefix of a Quarkus log line; keeps the message. */
    private static String trim(String line) {
        String message = line.replaceFirst("^\\S+ \\S+ +(ERROR|FATAL|WARN) +\\[[^]]*] +(\\([^)]*\\) +)?", "");
        message = message.replaceFirst("^.*?Caused by: ", "");
        return message.length() > 300 ? message.substring(0, 300) + "…" : message.strip();
    }
}
