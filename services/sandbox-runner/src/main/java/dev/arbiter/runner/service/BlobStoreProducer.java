package dev.arbiter.runner.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.BlobStores;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.runner.config.RunnerConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import java.io.IOException;

/** The shared blob store named by {@link RunnerConfig#blobStore()}. */
@ApplicationScoped
public class BlobStoreProducer {

    @Produces
    @Singleton
    BlobStore blobStore(RunnerConfig config) throws IOException {
        return BlobStores.open(config.blobStore());
    }

    /** The platform's free-space watermarks of that store's disk: under the second, no match is taken. */
    @Produces
    @Singleton
    DiskWatermarks disk(BlobStore store) {
        return DiskWatermarks.configured(store);
    }
}
