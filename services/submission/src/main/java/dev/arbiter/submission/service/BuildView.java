package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.EntryVersion;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A source upload's build as its owner sees it: what runs it, how it went, the head of the compiler's log, and
 * the commands that repeat it at home. Part of {@link EntryView}, which only the owner (or an organiser) gets.
 */
@Schema(description = "A source upload's build")
public record BuildView(
        @Schema(description = "make, c, c++, java, python or custom") String language,
        @Schema(description = "The build's argv, run in the unpacked archive") List<String> command,
        @Schema(description = "built, build-failed, or pending while a runner has not reported") String outcome,
        @Schema(description = "A failed build's first error line, or the limit that stopped it") String firstError,
        @Schema(description = "The head of the build's output") String log,
        boolean logTruncated,
        Long durationMs,
        @Schema(description = "The built archive that matches run (sha256)") String builtSha256,
        @Schema(description = "Shell commands that repeat the build on your machine") String reproduce) {

    static final String SOURCE = "source";
    private static final Pattern PLAIN_WORD = Pattern.compile("[A-Za-z0-9_./=+:,@%-]+");

    static BuildView of(EntryVersion v) {
        String outcome = v.builtAt != null ? "built" : v.buildError != null ? "build-failed" : "pending";
        return new BuildView(v.language, v.buildCommand, outcome, v.buildError, v.buildLog, v.buildLogTruncated,
                v.buildDurationMs, v.builtSha256, reproduce(v.originalFilename, v.buildCommand));
    }

    /** Unpack the upload into a fresh directory and run the build there, as the runner does (without its sandbox). */
    static String reproduce(String fileName, List<String> build) {
        String file = quote(fileName == null || fileName.isBlank() ? "upload" : fileName);
        String unpack = fileName != null && fileName.endsWith(".zip") ? "unzip -q ../" + file : "tar -xzf ../" + file;
        return "mkdir build && cd build && " + unpack + " && " + build.stream().map(BuildView::quote).collect(Collectors.joining(" "));
    }

    /** A word as a POSIX shell reads it back unchanged. */
    static String quote(String word) {
        return PLAIN_WORD.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
