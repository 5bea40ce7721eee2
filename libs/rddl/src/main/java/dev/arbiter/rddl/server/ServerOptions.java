package dev.arbiter.rddl.server;

import java.util.function.LongSupplier;

/**
 * How a server runs its sessions. {@code clockMillis} is any monotonic millisecond source (tests
 * drive it by hand); {@code monitoring} honours {@code <execute-policy>no</execute-policy>};
 * {@code noHeaderDropsNul} reproduces the reference server's unframed no-header mode;
 * {@code graceMillis} is how long past {@code time-allowed} a silent client is waited for before
 * its session is closed (RDDL-C27).
 */
public record ServerOptions(int port, int numRounds, long timeAllowedMillis, Profile profile, long baseSeed,
                            boolean monitoring, boolean noHeaderDropsNul, long graceMillis, LongSupplier clockMillis) {

    public static final int DEFAULT_PORT = 2323;

    /** The reference defaults: port 2323, 30 rounds, 18 minutes, the 2018 message shapes, seed 0. */
    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder {
        private int port = DEFAULT_PORT;
        private int numRounds = 30;
        private long timeAllowedMillis = 1_080_000L;
        private Profile profile = Profile.IPC2018;
        private long baseSeed;
        private boolean monitoring;
        private boolean noHeaderDropsNul;
        private long graceMillis = 60_000L;
        private LongSupplier clockMillis = () -> System.nanoTime() / 1_000_000L;

        public Builder port(int p) { port = p; return this; }

        public Builder rounds(int n) { numRounds = n; return this; }

        public Builder timeAllowed(long millis) { timeAllowedMillis = millis; return this; }

        public Builder profile(Profile p) { profile = p; return this; }

        public Builder baseSeed(long seed) { baseSeed = seed; return this; }

        public Builder monitoring(boolean on) { monitoring = on; return this; }

        public Builder noHeaderDropsNul(boolean on) { noHeaderDropsNul = on; return this; }

        public Builder grace(long millis) { graceMillis = millis; return this; }

        public Builder clock(LongSupplier millis) { clockMillis = millis; return this; }

        public ServerOptions build() {
            return new ServerOptions(port, numRounds, timeAllowedMillis, profile, baseSeed, monitoring,
                    noHeaderDropsNul, graceMillis, clockMillis);
        }
    }
}
