package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.model.Views.HistoryPoint;

import java.util.List;
import java.util.Locale;

/**
 * The rating history as an inline SVG, drawn on the server so the chart shows without JavaScript: a line
 * through the rating after each match and a shaded band of ± one uncertainty around it.
 */
public final class RatingChart {

    static final int WIDTH = 720;
    static final int HEIGHT = 240;
    private static final int PAD = 36;

    private RatingChart() {
    }

    public static String svg(List<HistoryPoint> points) {
        StringBuilder svg = new StringBuilder();
        svg.append("<svg id=\"rating-chart\" role=\"img\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" width=\"100%\" preserveAspectRatio=\"none\" xmlns=\"http://www.w3.org/2000/svg\">");
        svg.append("<title>Rating after each rated match, with a band of ± one uncertainty</title>");
        if (points.isEmpty()) {
            svg.append("<text x=\"").append(WIDTH / 2).append("\" y=\"").append(HEIGHT / 2)
                    .append("\" text-anchor=\"middle\">No rated matches yet</text></svg>");
            return svg.toString();
        }
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (HistoryPoint p : points) {
            double u = p.uncertainty() == null ? 0 : p.uncertainty();
            low = Math.min(low, p.rating() - u);
            high = Math.max(high, p.rating() + u);
        }
        if (high - low < 1e-9) {
            high += 1;
            low -= 1;
        }
        StringBuilder upper = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            HistoryPoint p = points.get(i);
            double x = x(i, points.size());
            double u = p.uncertainty() == null ? 0 : p.uncertainty();
            upper.append(fmt(x)).append(',').append(fmt(y(p.rating() + u, low, high))).append(' ');
            line.append(fmt(x)).append(',').append(fmt(y(p.rating(), low, high))).append(' ');
        }
        for (int i = points.size() - 1; i >= 0; i--) {
            HistoryPoint p = points.get(i);
            double u = p.uncertainty() == null ? 0 : p.uncertainty();
            lower.append(fmt(x(i, points.size()))).append(',').append(fmt(y(p.rating() - u, low, high))).append(' ');
        }
        svg.append("<polygon class=\"band\" fill=\"#9ecae1\" fill-opacity=\"0.5\" points=\"").append(upper).append(lower)
                .append("\"/>");
        svg.append("<polyline class=\"rating\" fill=\"none\" stroke=\"#08519c\" stroke-width=\"2\" points=\"")
                .append(line.toString().trim()).append("\"/>");
        svg.append("<text x=\"4\" y=\"").append(PAD - 8).append("\" font-size=\"12\">").append(fmt(high)).append("</text>");
        svg.append("<text x=\"4\" y=\"").append(HEIGHT - 6).append("\" font-size=\"12\">").append(fmt(low)).append("</text>");
        svg.append("<text x=\"").append(WIDTH - 4).append("\" y=\"").append(HEIGHT - 6)
                .append("\" font-size=\"12\" text-anchor=\"end\">").append(points.size()).append(" matches</text>");
        return svg.append("</svg>").toString();
    }

    private static double x(int i, int n) {
        return n == 1 ? WIDTH / 2.0 : PAD + (WIDTH - 2.0 * PAD) * i / (n - 1);
    }

    private static double y(double value, double low, double high) {
        return PAD + (HEIGHT - 2.0 * PAD) * (high - value) / (high - low);
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
