package dev.arbiter.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Why a part that would not start stopped, in one line a newcomer can act on: a known cause and what to run
 * ({@link KnownCauses}) when this start's lines of its log show one, else the last of them that states an error
 * (Quarkus logs the root cause last), not only where the log is.
 */
final class LogTail {

    private static final Pattern ERROR = Pattern.compile("ERROR|FATAL|Exception: |Error: |error: |cannot |needs ");
    /** Stack frames and Quarkus's banner lines restate the cause without adding to it. */
    private static final Pattern NOISE = Pattern.compile("^\\s+at |^\\s*\\.\\.\\. \\d+ more|^\\s*Caused by: java\\.lang\\.reflect");

    /** Enough for a Quarkus start failure with its stack traces; not a whole day's log. */
    private static final int TAIL_LINES = 400;
    /** How the launcher's own lines in a part's log begin (the supervisor's notes too). */
    static final String START_MARK = "[arbiter up ";

    private LogTail() {
    }

    /** Why a part's process exited: a {@link KnownCauses known cause} when its log shows one, else its last error. */
    static String cause(String what, Path log, int exitCode) {
        return KnownCauses.explainNewestFirst(tail(log)).map(known -> what + " stopped: " + known)
                .orElseGet(() -> what + " exited with " + exitCode + lastError(log).map(line -> ": " + line).orElse(""))
                + " (its log: " + log + ")";
    }

    /** Why a part that is not a child process of ours (PostgreSQL, through its library) would not start. */
    static String cause(String what, Path log, Exception failure) {
        return KnownCauses.explain(failure).or(() -> KnownCauses.explainNewestFirst(tail(log)))
                .orElseGet(() -> Failure.oneLine(failure))
                .transform(line -> what + " would not start: " + line + " (its log: " + log + ")");
    }

    /** A part that neither came up nor died in time: a known cause its log shows, if any, beside the wait. */
    static String tooSlow(String what, String waitedFor, Path log) {
        return what + " " + waitedFor + KnownCauses.explainNewestFirst(tail(log)).map(known -> ": " + known).orElse("")
                + " (its log: " + log + ")";
    }

    static java.util.Optional<String> lastError(Path log) {
        List<String> lines = tail(log);
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (ERROR.matcher(line).find() && !NOISE.matcher(line).find()) {
                return java.util.Optional.of(trim(line));
            }
        }
        return java.util.Optional.empty();
    }

    /**
     * Notes in a part's log that it is being started: logs are kept across runs, and the cause of this start's
     * failure is only in the lines after the last such note, not in an earlier run's.
     */
    static void markStart(Path log, String what) {
        try {
            Files.writeString(log, START_MARK + java.time.Instant.now() + "] starting " + what + "\n", StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the part writes to the same log and will fail on it in a way that says so
        }
    }

    /** The last lines of a log since its last start, where a part that stopped says why; none when unreadable. */
    private static List<String> tail(Path log) {
        List<String> lines;
        try {
            lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of();
        }
        int from = Math.max(0, lines.size() - TAIL_LINES);
        for (int i = lines.size() - 1; i >= from; i--) {
            if (lines.get(i).startsWith(START_MARK) && lines.get(i).contains("] starting ")) {
                from = i + 1;
                break;
            }
        }
        return lines.subList(from, lines.size());
    }

    /** Drops the timestamp, level and logger prefix of a Quarkus log line; keeps the message. */
    private static String trim(String line) {
        String message = line.replaceFirst("^\\S+ \\S+ +(ERROR|FATAL|WARN) +\\[[^]]*] +(\\([^)]*\\) +)?", "");
        message = message.replaceFirst("^.*?Caused by: ", "");
        return message.length() > 300 ? message.substring(0, 300) + "…" : message.strip();
    }
}
