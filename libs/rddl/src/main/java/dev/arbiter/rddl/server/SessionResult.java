package dev.arbiter.rddl.server;

import java.util.List;

/**
 * How a session ended, for the judge's log. {@code roundRewards} holds the counted rounds only;
 * a session that did not reach session-end has the rounds it finished (IPPC scoring pads the rest).
 */
public record SessionResult(int sessionId, String instance, String client, Status status, String detail,
                            List<Double> roundRewards, double totalReward) {

    public enum Status {
        /** session-end was sent. */
        COMPLETED,
        /** The problem-name names no instance: closed without a reply. */
        UNKNOWN_INSTANCE,
        /** Malformed or unexpected message, bad action, or the client left: closed without session-end. */
        TERMINATED,
        /** The client stayed silent past time-allowed plus the grace period (RDDL-C27). */
        TIMEOUT
    }
}
