package dev.arbiter.launcher;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * The failures a newcomer meets on a fresh machine, recognised in a part's log or in the exception of a start
 * that failed, and said in one line: what is wrong and what to run. A failure none of these matches is still
 * reported, by the last error line of the log ({@link LogTail}); these exist so that the common ones do not
 * need the reader to know the platform to be acted on.
 */
final class KnownCauses {

    private record Cause(Pattern pattern, Function<MatchResult, String> line) {
    }

    private static final String OTHER_PORTS = " — stop it (another ./arbiter up?), or start this one on other ports"
            + " (--port P --internal-ports-from Q)";

    /** First match wins: the specific before the general. */
    private static final List<Cause> CAUSES = List.of(
            new Cause(Pattern.compile("needs bwrap|bwrap: (command )?not found"),
                    m -> "bubblewrap (bwrap) is not installed — run scripts/setup-machine.sh as root"
                            + " (or apt-get install bubblewrap), or start with --backend docker"),
            new Cause(Pattern.compile("LocalBackendUnavailable: (.+?)(?: \\(run scripts/setup-machine\\.sh\\))?$"),
                    m -> "the local sandbox backend cannot run here: " + m.group(1) + " — or start with --backend docker"),
            new Cause(Pattern.compile("[Pp]ort (\\d+) (?:seems to be|is already) in use"),
                    m -> "port " + m.group(1) + " is taken by another program" + OTHER_PORTS),
            new Cause(Pattern.compile("failed to bind to [^\\s:]*:(\\d+)"),
                    m -> "port " + m.group(1) + " is taken by another program" + OTHER_PORTS),
            new Cause(Pattern.compile("another postmaster already running on port (\\d+)"),
                    m -> "port " + m.group(1) + " is taken by another PostgreSQL" + OTHER_PORTS),
            new Cause(Pattern.compile("Address already in use"),
                    m -> "a port it needs is taken by another program" + OTHER_PORTS),
            new Cause(Pattern.compile("(?i)no postgres(?:ql)? binar(?:y|ies) found"),
                    m -> "the PostgreSQL binaries for this system are missing from the build"
                            + " — run ARBITER_REBUILD=1 ./arbiter up (Linux x86-64 and arm64 are supported)"),
            new Cause(Pattern.compile("error while loading shared libraries: (\\S+?):"),
                    m -> "a system library is missing: " + m.group(1) + " — install the Debian package that has it"
                            + " (apt-file search " + m.group(1) + ")"),
            new Cause(Pattern.compile("Cannot connect to the Docker daemon|docker\\.sock.*(?:No such file|Connection refused)"
                            + "|(?:No such file|Connection refused).*docker\\.sock|no Docker engine answers"),
                    m -> "the Docker engine does not answer — run scripts/docker-engine.sh as root (it starts one),"
                            + " or start with --backend local"),
            new Cause(Pattern.compile("UnsupportedClassVersionError"),
                    m -> "it was started by a Java older than 21 — install a JDK 21 (apt-get install openjdk-21-jdk-headless)"
                            + " or set JAVA_HOME to one"),
            new Cause(Pattern.compile("No space left on device"),
                    m -> "the disk is full — free some space (the data is in .arbiter/)"),
            new Cause(Pattern.compile("OutOfMemoryError|Cannot allocate memory"),
                    m -> "the machine ran out of memory — stop other programs, or start fewer runners"));

    private KnownCauses() {
    }

    /** The cause and what to do, when one of the known failures shows in {@code text}. */
    static Optional<String> explain(String text) {
        for (Cause cause : CAUSES) {
            var matcher = cause.pattern().matcher(text);
            if (matcher.find()) {
                return Optional.of(cause.line().apply(matcher.toMatchResult()));
            }
        }
        return Optional.empty();
    }

    /** The first known cause in these lines, read from the last (the newest says why it stopped). */
    static Optional<String> explainNewestFirst(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            Optional<String> explained = explain(lines.get(i));
            if (explained.isPresent()) {
                return explained;
            }
        }
        return Optional.empty();
    }

    /** A start's exception and everything it wraps, when one of its messages is a known failure. */
    static Optional<String> explain(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            Optional<String> explained = explain(t.getClass().getName() + ": " + t.getMessage());
            if (explained.isPresent()) {
                return explained;
            }
        }
        return Optional.empty();
    }
}
