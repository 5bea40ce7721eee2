package dev.arbiter.leaderboard.web;

import io.quarkus.qute.TemplateExtension;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Number and time formats of the pages: {@code {row.rating.num}}, {@code {row.lastChange.signed}}, {@code {m.recordedAt.utc}}. */
@TemplateExtension
public final class Formats {

    private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    private Formats() {
    }

    static String num(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.1f", value);
    }

    /** A normalised score in [0, 1], or a mean reward: three decimals. */
    static String score(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.3f", value);
    }

    static String signed(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%+.1f", value);
    }

    static String utc(Instant instant) {
        return instant == null ? "" : UTC.format(instant);
    }

    /**
     * Which colour class ({@code series-N} in site.css) the legend of the {@code index}-th line of a chart has: a
     * class, not a style attribute, which the Content-Security-Policy would refuse.
     */
    static int series(Integer index) {
        return RatingsOverTimeChart.seriesOf(index);
    }

    static String url(String text) {
        return text == null ? "" : java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
    }
}
