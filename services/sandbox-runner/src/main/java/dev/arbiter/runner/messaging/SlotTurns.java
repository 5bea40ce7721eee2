package dev.arbiter.runner.messaging;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.messaging.Admission;
import dev.arbiter.runner.service.WorkerSlots;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * This runner's worker slots, shared by its consumers of both request topics: a match from
 * {@code match.requested.priority} takes the next slot that frees, and one from {@code match.requested} takes
 * a free slot only while no priority match waits for one. So a priority match starts as soon as any match in
 * progress ends, whichever consumer played it, and the runner never plays more matches at once than it has slots.
 * While the blob store's disk is under the platform's second free-space watermark ({@link DiskWatermarks}) no turn
 * is granted: the requests wait in their topics (a match would write a transcript the disk cannot take) and are
 * played once space is freed.
 */
@ApplicationScoped
public class SlotTurns {

    private static final Logger LOG = Logger.getLogger(SlotTurns.class);
    private static final long DISK_LOOK_NANOS = Duration.ofSeconds(1).toNanos();

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final int slots;
    private int free;
    private int priorityWaiting;
    private final DiskWatermarks disk;
    private volatile boolean pausedForDisk;

    @Inject
    public SlotTurns(WorkerSlots slots, DiskWatermarks disk) {
        this(slots.effective(), disk);
    }

    SlotTurns(int slots, DiskWatermarks disk) {
        this.slots = slots;
        this.free = slots;
        this.disk = disk;
    }

    /** Whether the disk has room for a match; says so once each way. */
    private boolean diskAllowsMatches() {
        boolean paused = disk.level() == DiskWatermarks.Level.CRITICAL;
        if (paused != pausedForDisk) {
            pausedForDisk = paused;
            if (paused) {
                LOG.warnf("Taking no match: %s", disk.explanation());
            } else {
                LOG.info("Taking matches again: the disk has room");
            }
        }
        return !paused;
    }

    /** Turns for the consumers of {@code match.requested.priority}. */
    public Admission priority() {
        return () -> new Turn(true);
    }

    /** Turns for the consumers of {@code match.requested}: they yield to any priority match waiting. */
    public Admission bulk() {
        return () -> new Turn(false);
    }

    /** Slots playing a match now. */
    public int busy() {
        lock.lock();
        try {
            return slots - free;
        } finally {
            lock.unlock();
        }
    }

    private final class Turn implements Admission.Turn {

        private final boolean priority;
        private boolean granted;
        private boolean closed;

        Turn(boolean priority) {
            this.priority = priority;
            if (priority) {
                lock.lock();
                try {
                    priorityWaiting++;
                } finally {
                    lock.unlock();
                }
            }
        }

        @Override
        public boolean await(Duration wait) throws InterruptedException {
            lock.lock();
            try {
                long nanos = wait.toNanos();
                while (!granted && !closed) {
                    if (free > 0 && (priority || priorityWaiting == 0) && diskAllowsMatches()) {
                        free--;
                        granted = true;
                        if (priority) {
                            priorityWaiting--;
                        }
                    } else if (nanos <= 0) {
                        return false;
                    } else {
                        // Capped, so a turn held back by the disk looks again within a second.
                        long look = Math.min(nanos, DISK_LOOK_NANOS);
                        nanos -= look - changed.awaitNanos(look);
                    }
                }
                return granted;
            } finally {
                lock.unlock();
            }
        }

        @Override
        public void close() {
            lock.lock();
            try {
                if (closed) {
                    return;
                }
                closed = true;
                if (granted) {
                    free++;
                } else if (priority) {
                    priorityWaiting--;
                }
                // A slot came free, or a priority request gave up waiting: bulk turns may go ahead.
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }
}
