package dev.arbiter.judge.protocol.taboo;

import java.util.regex.Pattern;

/**
 * One guess line taken apart (taboo.md §4.2): an optional city name and optional coordinates. A line
 * ending in something that looks like coordinates but is not integer {@code lat,lon} (decimals, out
 * of range) keeps its name part and records why the coordinates were refused.
 *
 * @param name              the city-name part, trimmed; null when there is none
 * @param lat               integer latitude, when {@link #hasCoordinates()}
 * @param lon               integer longitude, when {@link #hasCoordinates()}
 * @param coordinateProblem why a coordinate part was refused; null when there was none or it was fine
 */
public record Guess(String name, int lat, int lon, boolean hasCoordinates, String coordinateProblem) {

    /** Trailing "lat,lon" with optional signs and decimals, so decimals can be named as the fault. */
    private static final Pattern TRAILING_COORDINATES =
            Pattern.compile("^(.*?)\\s*(-?\\d+(?:\\.\\d*)?)\\s*,\\s*(-?\\d+(?:\\.\\d*)?)\\s*$", Pattern.DOTALL);
    private static final Pattern INTEGER_DEGREES = Pattern.compile("-?\\d{1,3}");

    public static Guess parse(String line) {
        var m = TRAILING_COORDINATES.matcher(line);
        if (!m.matches()) {
            return new Guess(nameOrNull(line), 0, 0, false, null);
        }
        String name = nameOrNull(m.group(1));
        String lat = m.group(2);
        String lon = m.group(3);
        if (!INTEGER_DEGREES.matcher(lat).matches() || !INTEGER_DEGREES.matcher(lon).matches()) {
            String why = lat.contains(".") || lon.contains(".")
                    ? "decimal coordinates are not allowed (integer lat,lon only)" : "coordinates have more than 3 digits";
            return new Guess(name, 0, 0, false, why);
        }
        int la = Integer.parseInt(lat);
        int lo = Integer.parseInt(lon);
        if (Math.abs(la) > 90 || Math.abs(lo) > 180) {
            return new Guess(name, 0, 0, false, "coordinates out of range (latitude ±90, longitude ±180)");
        }
        return new Guess(name, la, lo, true, null);
    }

    /** Whether the line carried a coordinate part at all, usable or refused. */
    public boolean hasCoordinatePart() {
        return hasCoordinates || coordinateProblem != null;
    }

    private static String nameOrNull(String s) {
        String stripped = s.strip();
        return stripped.isEmpty() ? null : stripped;
    }
}
