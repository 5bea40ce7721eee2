package dev.arbiter.judge.io;

/**
 * A program broke a transport rule before any protocol could look at its message.
 *
 * @param kind   what was broken
 * @param detail human-readable description, including a printable excerpt of the offending bytes
 */
public record StreamViolation(Kind kind, String detail) {

    public enum Kind {
        /** A line longer than the protocol allows. */
        LINE_TOO_LONG,
        /** More output in total than the match allows. */
        OUTPUT_LIMIT,
        /** The program stopped reading its input; a send blocked past the deadline. */
        NOT_READING
    }
}
