package dev.arbiter.submission.persistence;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.submission.config.SubmissionConfig;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * Compresses, after start-up and on a thread of its own, the blobs the store still holds raw from before text blobs
 * were kept compressed ({@link BlobStore#compressRawBlobs()}): the service serves meanwhile, and readers find every
 * blob throughout. One service of the platform does it, this one, as it is the one that stores entries.
 */
@ApplicationScoped
public class RawBlobMigration {

    private static final Logger LOG = Logger.getLogger(RawBlobMigration.class);

    private Thread worker;

    void start(@Observes StartupEvent event, SubmissionConfig config, BlobStore blobs) {
        if (!config.compressRawBlobs()) {
            return;
        }
        worker = Thread.ofPlatform().name("raw-blob-compression").daemon().priority(Thread.MIN_PRIORITY)
                .start(() -> run(blobs));
    }

    void stop(@Observes ShutdownEvent event) {
        if (worker != null) {
            worker.interrupt();
        }
    }

    private static void run(BlobStore blobs) {
        try {
            BlobStore.Compaction done = blobs.compressRawBlobs();
            if (done.compressed() > 0) {
                LOG.infof("Compressed %d raw blobs of %d in %s: %d MB now take %d MB", done.compressed(),
                        done.examined(), blobs.location(), done.bytesBefore() >> 20, done.bytesAfter() >> 20);
            }
        } catch (java.io.IOException | RuntimeException e) {
            LOG.warnf(e, "Compressing the raw blobs in %s stopped; the next start carries on", blobs.location());
        }
    }
}
