package dev.arbiter.messaging;

import java.time.Duration;

/**
 * The capacity a {@link RecordLoop} must be granted before it hands a record to its handler, for loops that
 * compete for the same workers (a runner's slots, shared by its priority and bulk consumers). A loop asks for
 * a turn once a record is in hand, keeps its consumer in the group while it waits, and gives the turn back
 * when the record is done. The record stays uncommitted all along, so waiting changes nothing in delivery.
 */
@FunctionalInterface
public interface Admission {

    /** No limit: every record is handled at once. The default of loops that share nothing. */
    Admission UNLIMITED = () -> new Turn() {
        @Override
        public boolean await(Duration wait) {
            return true;
        }

        @Override
        public void close() {
        }
    };

    /** Asks for a turn for the record in hand. */
    Turn request();

    /** One request for a turn: waited for, then given back (or withdrawn, if never granted) by {@link #close()}. */
    interface Turn extends AutoCloseable {

        /** Waits at most {@code wait} for the turn; true once it is granted (and from then on). */
        boolean await(Duration wait) throws InterruptedException;

        /** Gives the turn back, or withdraws the request if it was not granted. */
        @Override
        void close();
    }
}
