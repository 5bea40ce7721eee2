package dev.arbiter.submission.web;

import io.quarkus.qute.TemplateExtension;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Formatting helpers the templates call as {@code {instant.utc}} and {@code {bytes.size}}. */
@TemplateExtension
public class TemplateFormats {

    private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    static String utc(Instant instant) {
        return instant == null ? "" : UTC.format(instant);
    }

    static String size(long bytes) {
        if (bytes >= 1024 * 1024) {
            return String.format("%.1f MiB", bytes / (1024.0 * 1024));
        }
        if (bytes >= 1024) {
            return String.format("%.1f KiB", bytes / 1024.0);
        }
        return bytes + " bytes";
    }

    static String shortHash(String sha256) {
        return sha256 == null || sha256.length() < 12 ? sha256 : sha256.substring(0, 12);
    }
}
