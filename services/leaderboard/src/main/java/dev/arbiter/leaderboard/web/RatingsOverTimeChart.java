package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.model.Views.HistoryPoint;

import java.util.List;
import java.util.Locale;

/**
 * The top entries' ratings over time in one inline SVG (one line each, time across), drawn on the server so
 * it shows without JavaScript. Its {@code <desc>} says in words what the lines show, for screen readers.
 */
public final class RatingsOverTimeChart {

    /** One entry's line. */
    public record Series(String entry, List<HistoryPoint> points) {
    }

    /** Distinguishable colours with at least 4.5:1 contrast on white (site.css's .series-N, for the legend). */
    private static final String[] COLOURS = {"#08519c", "#a63603", "#006d2c", "#54278f", "#636363"};
    private static final int WIDTH = RatingChart.WIDTH;
    private static final int HEIGHT = RatingChart.HEIGHT;
    private static final int PAD = 36;

    private RatingsOverTimeChart() {
    }

    public static String colour(int index) {
        return COLOURS[seriesOf(index)];
    }

    /** The index of the colour the {@code index}-th line has. */
    public static int seriesOf(int index) {
        return index % COLOURS.length;
    }

    public static String svg(List<Series> series) {
        var svg = new StringBuilder("<svg id=\"ratings-chart\" role=\"img\" aria-labelledby=\"ratings-chart-title ratings-chart-desc\""
                + " viewBox=\"0 0 " + WIDTH + " " + HEIGHT + "\" width=\"100%\" preserveAspectRatio=\"none\""
                + " xmlns=\"http://www.w3.org/2000/svg\">");
        svg.append("<title id=\"ratings-chart-title\">Ratings of the top entries over time</title>");
        var desc = new StringBuilder();
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            if (s.points().isEmpty()) {
                continue;
            }
            HistoryPoint now = s.points().getLast();
            desc.append(s.entry()).append(": ").append(fmt(now.rating())).append(" after ").append(now.matches())
                    .append(" matches. ");
            for (HistoryPoint p : s.points()) {
                first = Math.min(first, p.at().toEpochMilli());
                last = Math.max(last, p.at().toEpochMilli());
                low = Math.min(low, p.rating());
                high = Math.max(high, p.rating());
            }
        }
        svg.append("<desc id=\"ratings-chart-desc\">").append(desc.isEmpty() ? "No rated matches yet." : escape(desc.toString().trim()))
                .append("</desc>");
        if (first == Long.MAX_VALUE) {
            return svg.append("<text x=\"").append(WIDTH / 2).append("\" y=\"").append(HEIGHT / 2)
                    .append("\" text-anchor=\"middle\">No rated matches yet</text></svg>").toString();
        }
        if (high - low < 1e-9) {
            high += 1;
            low -= 1;
        }
        long span = Math.max(1, last - first);
        for (int i = 0; i < series.size(); i++) {
            var line = new StringBuilder();
            for (HistoryPoint p : series.get(i).points()) {
                double x = PAD + (WIDTH - 2.0 * PAD) * (p.at().toEpochMilli() - first) / span;
                double y = PAD + (HEIGHT - 2.0 * PAD) * (high - p.rating()) / (high - low);
                line.append(fmt(x)).append(',').append(fmt(y)).append(' ');
            }
            svg.append("<polyline class=\"rating\" fill=\"none\" stroke=\"").append(colour(i))
                    .append("\" stroke-width=\"2\" points=\"").append(line.toString().trim()).append("\"/>");
        }
        svg.append("<text x=\"4\" y=\"").append(PAD - 8).append("\" font-size=\"12\">").append(fmt(high)).append("</text>");
        svg.append("<text x=\"4\" y=\"").append(HEIGHT - 6).append("\" font-size=\"12\">").append(fmt(low)).append("</text>");
        return svg.append("</svg>").toString();
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
