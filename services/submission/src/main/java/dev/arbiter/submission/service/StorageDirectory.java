package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The directory that holds entry artefacts. Created eagerly at startup, so that a service that
 * cannot store uploads fails at boot rather than on a contestant's first submission.
 */
@Startup
@ApplicationScoped
public class StorageDirectory {

    private static final Logger LOG = Logger.getLogger(StorageDirectory.class);

    private final Path path;

    public StorageDirectory(SubmissionConfig config) {
        this.path = config.storageDirectory().toAbsolutePath().normalize();
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the artefact storage directory " + path, e);
        }
        LOG.infof("Entry artefacts are stored under %s", path);
    }

    /** The absolute, normalised storage path. */
    public Path path() {
        return path;
    }

    /** Whether the service can currently write new artefacts. */
    public boolean isWritable() {
        return Files.isDirectory(path) && Files.isWritable(path);
    }
}
