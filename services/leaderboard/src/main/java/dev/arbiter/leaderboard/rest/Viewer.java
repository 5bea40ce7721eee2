package dev.arbiter.leaderboard.rest;

import io.quarkus.security.identity.SecurityIdentity;

/** Who is looking: a signed-in contestant's account name, or null for the public. */
public final class Viewer {

    private Viewer() {
    }

    public static String name(SecurityIdentity identity) {
        return identity == null || identity.isAnonymous() ? null : identity.getPrincipal().getName();
    }
}
