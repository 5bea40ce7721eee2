package dev.arbiter.submission.web;

/**
 * What every page needs besides its own data: who is signed in (null when no one) and the CSRF token
 * for its forms.
 */
public record PageContext(String username, String role, String csrfField, String csrfToken) {

    public boolean signedIn() {
        return username != null;
    }

    public boolean isContestant() {
        return "contestant".equals(role);
    }

    public boolean isOrganiser() {
        return "organiser".equals(role);
    }
}
