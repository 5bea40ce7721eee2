package dev.arbiter.leaderboard.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.BlobStores;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.leaderboard.config.LeaderboardConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import java.io.IOException;

/** The shared blob store named by {@link LeaderboardConfig#blobStore()}, where runners keep transcripts. */
@jakarta.enterprise.context.ApplicationScoped
public class BlobStoreProducer {

    @Produces
    @Singleton
    BlobStore blobStore(LeaderboardConfig config) throws IOException {
        return BlobStores.open(config.blobStore());
    }

    /** The platform's free-space watermarks of that store's disk, which the home page reports on. */
    @Produces
    @Singleton
    DiskWatermarks disk(BlobStore store) {
        return DiskWatermarks.configured(store);
    }
}
