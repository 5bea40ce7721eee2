package dev.arbiter.cli;

/** A mistake on the command line: printed as one clear line, exit status 2. */
final class UsageException extends RuntimeException {
    UsageException(String message) {
        super(message);
    }
}
