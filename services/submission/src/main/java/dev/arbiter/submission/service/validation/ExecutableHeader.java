package dev.arbiter.submission.service.validation;

import dev.arbiter.sandbox.ExecutableInspector;
import dev.arbiter.sandbox.ExecutableKind;
import dev.arbiter.sandbox.SandboxException;

/**
 * What a program's first bytes say it is, for a bare upload and for the program an archive's command runs alike:
 * both inspectors ask here, so neither needs the other.
 */
final class ExecutableHeader {

    /** How many of a file's first bytes are read to classify it. */
    static final int BYTES = 4096;

    private ExecutableHeader() {
    }

    /** Classifies an executable's first bytes; PE32, 32-bit ELF and other machines are refused with the inspector's reason. */
    static ExecutableKind kind(String name, byte[] header) {
        try {
            return ExecutableInspector.classify(name, header);
        } catch (SandboxException e) {
            throw new UploadRefusedException(UploadRefusal.UNSUPPORTED_EXECUTABLE, e.getMessage());
        }
    }
}
