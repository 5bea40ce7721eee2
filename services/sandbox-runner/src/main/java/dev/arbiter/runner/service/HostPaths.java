package dev.arbiter.runner.service;

import java.util.regex.Pattern;

/**
 * Takes the host's directories out of what a result says in public. A match's status and its seats' details are
 * shown to anyone on the match pages, and the texts they come from (a sandbox that would not start, a program
 * the judge could not run, a compiler's first error) name paths under the runner's work directory, the Wine
 * prefix or the JDK: a map of the runner's host for whoever reads them. The file's own name is kept (what a
 * contestant needs to find its error); its directories become "…/". The runner's log keeps the whole text.
 */
final class HostPaths {

    /**
     * An absolute path's directory part: a slash not inside a word, a URL or a relative path, then one or more
     * "segment/".
     */
    private static final Pattern DIRECTORIES = Pattern.compile("(?<![\\w.~:/-])/(?:[\\w.@+=,-]+/)+");

    private HostPaths() {
    }

    /** {@code text} with every absolute path's directories replaced by "…/"; null as "". */
    static String redact(String text) {
        return text == null ? "" : DIRECTORIES.matcher(text).replaceAll("…/");
    }
}
