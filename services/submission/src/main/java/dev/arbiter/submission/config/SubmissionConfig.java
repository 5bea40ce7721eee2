package dev.arbiter.submission.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.nio.file.Path;

/**
 * Settings of the submission service, read from {@code arbiter.submission.*}
 * (environment: {@code ARBITER_SUBMISSION_*}).
 */
@ConfigMapping(prefix = "arbiter.submission")
public interface SubmissionConfig {

    /**
     * Largest entry artefact (source archive or binary) a contestant may upload, in bytes.
     * Uploads above this size are refused before they are stored. Default: 16 MiB.
     */
    @WithDefault("16777216")
    long maxUploadBytes();

    /**
     * Directory where entry artefacts are kept as content-addressed blobs when the filesystem
     * store is used. Relative paths are resolved against the working directory; the directory
     * is created at startup if it does not exist.
     */
    @WithDefault("data/artefacts")
    Path storageDirectory();
}
