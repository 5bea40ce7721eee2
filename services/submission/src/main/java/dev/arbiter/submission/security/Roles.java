package dev.arbiter.submission.security;

/** The roles an account can have. */
public final class Roles {

    /** Uploads entries and sees their own. */
    public static final String CONTESTANT = "contestant";
    /** Runs competitions: opens and closes them, sees every entry. */
    public static final String ORGANISER = "organiser";

    private Roles() {
    }
}
