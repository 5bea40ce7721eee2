package dev.arbiter.leaderboard.replay;

import java.time.Duration;

/** Why a replay was not rendered: too many renders for one address (429) or too many waiting at once (503). */
public final class ReplayRefused extends RuntimeException {

    private final int status;
    private final Duration retryAfter;

    ReplayRefused(int status, Duration retryAfter, String message) {
        super(message);
        this.status = status;
        this.retryAfter = retryAfter;
    }

    public int status() {
        return status;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
