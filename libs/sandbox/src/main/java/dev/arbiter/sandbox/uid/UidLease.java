package dev.arbiter.sandbox.uid;

/**
 * One uid held by one run (see {@link SandboxUids}). Closed once the run and every process it started
 * are gone; closing twice does nothing.
 */
public interface UidLease extends AutoCloseable {

    /** The host uid the run's processes have (and their gid). */
    int uid();

    @Override
    void close();
}
