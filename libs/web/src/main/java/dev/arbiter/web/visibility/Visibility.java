package dev.arbiter.web.visibility;

import io.quarkus.security.identity.SecurityIdentity;

import java.util.Locale;

/**
 * The one rule of who may see what of a competition, applied by every service and page (README, "Security model",
 * "Hidden means hidden"). A competition is public or unlisted, as its {@code competition.updated} fact says
 * ({@code public}). Public: listed and readable by anyone. Unlisted: absent from every list, and every page, API
 * answer, feed, kit and upload form of it, its entries and its matches answers 404, to everyone but organisers. A
 * direct link does not open it: slugs are words an organiser picks, and match and entry ids travel in public feeds,
 * so a link is no secret.
 *
 * <p>Within a visible competition two things stay narrower: a source entry's build report (its log quotes the
 * entry's source) is for its owner and organisers; what an entry wrote or observed on the organiser's private data
 * (stderr, observations, frames of a validation play on private levels) is for organisers until that data is
 * published or the competition closes, while its owner sees the score and verdict only.
 */
public final class Visibility {

    /** The role that sees everything. */
    public static final String ORGANISER = "organiser";

    private Visibility() {
    }

    /** Who is looking: an account name (null for anonymous) and whether it is an organiser. */
    public record Viewer(String name, boolean organiser) {

        public static final Viewer ANONYMOUS = new Viewer(null, false);

        public static Viewer of(SecurityIdentity identity) {
            if (identity == null || identity.isAnonymous()) {
                return ANONYMOUS;
            }
            return new Viewer(identity.getPrincipal().getName(), identity.hasRole(ORGANISER));
        }

        /** Whether this viewer is the named account (names compare case-insensitively, as accounts do). */
        public boolean is(String account) {
            return name != null && account != null
                    && name.toLowerCase(Locale.ROOT).equals(account.toLowerCase(Locale.ROOT));
        }
    }

    /** Whether the competition, and anything of it (entries, matches, kits, feeds, uploads), exists for the viewer. */
    public static boolean maySee(boolean publicCompetition, Viewer viewer) {
        return publicCompetition || viewer.organiser();
    }

    /** Whether a list the viewer reads (home, upload list, API lists) names the competition. */
    public static boolean listedFor(boolean publicCompetition, Viewer viewer) {
        return maySee(publicCompetition, viewer);
    }

    /** Whether the viewer may read the build report (verdict detail, first error, log) of an entry of this owner. */
    public static boolean maySeeBuildReport(String owner, Viewer viewer) {
        return viewer.organiser() || viewer.is(owner);
    }

    /**
     * Whether the viewer may read what an entry wrote or observed (stderr, observations, frames) in a play. Plays
     * on the organiser's private data are for organisers alone until published ({@code privateDataPublished}: the
     * organiser published it, or the competition closed); other plays follow the caller's own rule
     * ({@code otherwise}), such as "the owner reads their own stderr".
     */
    public static boolean maySeePlayOutput(boolean onPrivateData, boolean privateDataPublished, Viewer viewer,
                                           boolean otherwise) {
        if (viewer.organiser()) {
            return true;
        }
        if (onPrivateData && !privateDataPublished) {
            return false;
        }
        return otherwise;
    }
}
