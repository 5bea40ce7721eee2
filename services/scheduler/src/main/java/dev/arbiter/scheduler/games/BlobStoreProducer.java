package dev.arbiter.scheduler.games;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.BlobStores;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.scheduler.config.SchedulerConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import java.io.IOException;

/** The shared blob store named by {@link SchedulerConfig#blobStore()}, where uploaded game programs go. */
@ApplicationScoped
public class BlobStoreProducer {

    @Produces
    @Singleton
    BlobStore blobStore(SchedulerConfig config) throws IOException {
        return BlobStores.open(config.blobStore());
    }

    /** The platform's free-space watermarks of that store's disk (libs/blobstore {@code DiskWatermarks}). */
    @Produces
    @Singleton
    DiskWatermarks disk(BlobStore store) {
        return DiskWatermarks.configured(store);
    }
}
