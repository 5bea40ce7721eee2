package dev.arbiter.runner.service.build;

import java.util.regex.Pattern;

/**
 * The line of a failed build's log that a contestant should read first: compilers (gcc, javac, Python's
 * compileall) and make all put "error" on the line that names the file and the line of the problem.
 */
final class FirstError {

    private static final Pattern ERROR = Pattern.compile("(?i)\\berror\\b|Error:|Error\\b");
    private static final int MAX_CHARS = 300;

    private FirstError() {
    }

    /** The first line mentioning an error, else the last non-blank line, else {@code fallback}. */
    static String of(String log, String fallback) {
        String last = null;
        for (String line : log.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            if (ERROR.matcher(line).find()) {
                return clip(line.strip());
            }
            last = line.strip();
        }
        return last == null ? fallback : clip(last);
    }

    private static String clip(String line) {
        return line.length() <= MAX_CHARS ? line : line.substring(0, MAX_CHARS) + "…";
    }
}
