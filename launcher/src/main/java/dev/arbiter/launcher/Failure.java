package dev.arbiter.launcher;

/** An exception as one line for the terminal: its own message, else its cause's, else its type. */
final class Failure {

    private Failure() {
    }

    static String oneLine(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage().lines().findFirst().orElse("").strip();
            }
        }
        return e.getClass().getSimpleName();
    }
}
