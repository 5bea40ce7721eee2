package dev.arbiter.blobstore;

import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.LongSupplier;

/**
 * Two free-space watermarks of the disk a blob store is on, and where the disk stands against them, so a disk that
 * fills does not stop the platform mid-write. Above {@code ladderAndUploads} everything runs. Below it the ladders
 * make no new matches and uploads are refused (both only add data); validation and official rounds still run. Below
 * {@code everything}, lower, runners take no match at all. Each service asks at its own decisions; everything
 * resumes by itself once space is freed (the blob collector, an operator). A store with no local disk (S3) is
 * always {@link Level#PLENTY}. Free space is read at most every few seconds.
 */
public final class DiskWatermarks {

    /** Where free space stands. */
    public enum Level {
        /** Above both watermarks. */
        PLENTY,
        /** Below the first: no new ladder matches, no uploads. */
        LOW,
        /** Below the second: no matches at all. */
        CRITICAL
    }

    /**
     * Free bytes of the blob store's disk below which ladders make no new matches and uploads are refused (507);
     * a platform-wide setting every service reads (environment {@code ARBITER_DISK_LADDER_AND_UPLOADS_MIN_FREE}).
     * Default 2 GiB.
     */
    public static final String LADDER_AND_UPLOADS_MIN_FREE = "arbiter.disk.ladder-and-uploads-min-free";
    /**
     * Free bytes below which runners take no match at all, validation and official rounds included; at most the
     * first. Default 512 MiB.
     */
    public static final String MATCHES_MIN_FREE = "arbiter.disk.matches-min-free";

    private static final long CACHE_NANOS = Duration.ofSeconds(5).toNanos();

    private final long ladderAndUploads;
    private final long everything;
    private final LongSupplier probe;
    private volatile long readAt;
    private volatile long lastFree = -1;
    private volatile Long pretended;

    /**
     * @param ladderAndUploads free bytes below which ladders and uploads stop
     * @param everything       free bytes below which no match is played; at most {@code ladderAndUploads}
     */
    public DiskWatermarks(BlobStore store, long ladderAndUploads, long everything) {
        this(ladderAndUploads, everything, () -> {
            try {
                return store.usableSpace().orElse(-1);
            } catch (java.io.IOException e) {
                return -1; // unknown: nothing is paused on a guess
            }
        });
    }

    /** The watermarks the platform's settings name ({@link #LADDER_AND_UPLOADS_MIN_FREE}, {@link #MATCHES_MIN_FREE}). */
    public static DiskWatermarks configured(BlobStore store) {
        var config = org.eclipse.microprofile.config.ConfigProvider.getConfig();
        return new DiskWatermarks(store,
                config.getOptionalValue(LADDER_AND_UPLOADS_MIN_FREE, Long.class).orElse(2L << 30),
                config.getOptionalValue(MATCHES_MIN_FREE, Long.class).orElse(512L << 20));
    }

    DiskWatermarks(long ladderAndUploads, long everything, LongSupplier probe) {
        if (everything < 0 || everything > ladderAndUploads) {
            throw new IllegalArgumentException("the watermark for everything (" + everything
                    + " bytes) must be between 0 and the one for ladders and uploads (" + ladderAndUploads + ")");
        }
        this.ladderAndUploads = ladderAndUploads;
        this.everything = everything;
        this.probe = probe;
    }

    /** Free bytes on the store's disk now (a few seconds old at most); empty when the store has no local disk. */
    public OptionalLong free() {
        Long fake = pretended;
        if (fake != null) {
            return OptionalLong.of(fake);
        }
        long now = System.nanoTime();
        if (lastFree < 0 || now - readAt > CACHE_NANOS) {
            lastFree = probe.getAsLong();
            readAt = now;
        }
        return lastFree < 0 ? OptionalLong.empty() : OptionalLong.of(lastFree);
    }

    public Level level() {
        OptionalLong free = free();
        if (free.isEmpty() || free.getAsLong() >= ladderAndUploads) {
            return Level.PLENTY;
        }
        return free.getAsLong() >= everything ? Level.LOW : Level.CRITICAL;
    }

    /** One sentence for people: why something is paused, or null when nothing is. */
    public String explanation() {
        return switch (level()) {
            case PLENTY -> null;
            case LOW -> "The platform's disk is nearly full (" + mib(free().getAsLong()) + " free, under the "
                    + mib(ladderAndUploads) + " that ladder matches and uploads need): they resume by themselves once "
                    + "space is freed; validation and official rounds still run.";
            case CRITICAL -> "The platform's disk is full (" + mib(free().getAsLong()) + " free, under " + mib(everything)
                    + "): no match is played until space is freed.";
        };
    }

    public long ladderAndUploadsBytes() {
        return ladderAndUploads;
    }

    /**
     * Pretends the disk has {@code freeBytes} free, or stops pretending with null: for tests and for an operator's
     * drill of what a full disk does.
     */
    public void pretendFree(Long freeBytes) {
        pretended = freeBytes;
    }

    private static String mib(long bytes) {
        return bytes / (1024 * 1024) + " MiB";
    }
}
