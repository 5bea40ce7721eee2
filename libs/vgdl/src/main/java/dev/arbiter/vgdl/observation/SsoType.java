package dev.arbiter.vgdl.observation;

import java.util.Locale;

/**
 * What an ACT observation carries, as the agent last asked with the {@code #JSON|#IMAGE|#BOTH} suffix of
 * its reply: the full state, a screenshot with the five summary fields, or both.
 */
public enum SsoType {
    JSON, IMAGE, BOTH;

    public boolean hasImage() {
        return this != JSON;
    }

    public boolean hasState() {
        return this != IMAGE;
    }

    /** Case-insensitive; null for anything else, so a bad suffix leaves the current type unchanged. */
    public static SsoType parse(String text) {
        if (text == null) {
            return null;
        }
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
