package dev.arbiter.judge.protocol;

import java.util.Map;

/** Whole-number settings of a protocol's table, refused with the key's name when they are not what they must be. */
public final class SettingValues {

    private SettingValues() {
    }

    public static long nonNegative(Map<String, String> settings, String key, long fallback) {
        String text = settings.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.trim());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a whole number ≥ 0, not '" + text + "'");
    }

    public static long positive(Map<String, String> settings, String key, long fallback) {
        long value = nonNegative(settings, key, fallback);
        if (value == 0) {
            throw new IllegalArgumentException(key + " must be at least 1");
        }
        return value;
    }
}
