package dev.arbiter.submission.persistence;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.BlobStores;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.submission.config.SubmissionConfig;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

import java.io.IOException;

/**
 * The content-addressed store of entry artefacts, the same library store the runners read from. Made at
 * start-up, so a service that cannot store uploads fails at boot rather than on a contestant's first upload.
 */
@ApplicationScoped
public class BlobStoreProducer {

    private static final Logger LOG = Logger.getLogger(BlobStoreProducer.class);

    @Produces
    @Singleton
    @Startup
    BlobStore blobStore(SubmissionConfig config) throws IOException {
        BlobStore store = BlobStores.open(config.blobStore());
        LOG.infof("Entry artefacts are stored under %s", store.location());
        return store;
    }

    /** The platform's free-space watermarks of that store's disk: under the first, uploads are refused. */
    @Produces
    @Singleton
    DiskWatermarks disk(BlobStore store) {
        return DiskWatermarks.configured(store);
    }
}
