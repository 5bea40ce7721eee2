package dev.arbiter.cli;

import java.io.PrintStream;

/** A one-line progress bar on stderr, drawn only on a terminal (pipes and CI logs stay clean). */
final class ProgressBar {

    private static final int WIDTH = 30;

    private final int total;
    private final boolean enabled;
    private final PrintStream out = System.err;
    private int done;

    ProgressBar(int total, boolean enabled) {
        this.total = total;
        this.enabled = enabled;
    }

    void step(String last) {
        done++;
        if (!enabled) {
            return;
        }
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        String label = last.length() > 40 ? last.substring(0, 39) + "…" : last;
        out.printf("\r[%s%s] %d/%d  %-40s", "#".repeat(filled), " ".repeat(WIDTH - filled), done, total, label);
        out.flush();
    }

    void done() {
        if (enabled) {
            out.println();
        }
    }
}
