package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.service.NotFoundException;
import dev.arbiter.web.visibility.Visibility;
import io.quarkus.security.identity.SecurityIdentity;

/** libs/web {@link Visibility} applied to the scheduler's answers: a competition hidden from the viewer is a 404. */
final class Visible {

    private Visible() {
    }

    static boolean maySee(Competition c, SecurityIdentity identity) {
        return Visibility.maySee(c.publicListing, Visibility.Viewer.of(identity));
    }

    /** The competition, or the same 404 as for one that does not exist when the viewer may not see it. */
    static Competition require(Competition c, SecurityIdentity identity) {
        if (!maySee(c, identity)) {
            throw new NotFoundException("no competition '" + c.slug + "'");
        }
        return c;
    }
}
