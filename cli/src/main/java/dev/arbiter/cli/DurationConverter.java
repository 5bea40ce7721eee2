package dev.arbiter.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/** A duration as people write one on a command line: {@code 500ms}, {@code 90s}, {@code 10m}, {@code 1h} (or ISO {@code PT10M}). */
final class DurationConverter implements ITypeConverter<Duration> {

    private static final Pattern SHORT = Pattern.compile("(\\d{1,9})(ms|s|m|h)");

    @Override
    public Duration convert(String value) {
        var m = SHORT.matcher(value.strip());
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofHours(n);
            };
        }
        try {
            return Duration.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new TypeConversionException("'" + value + "' is not a duration: write 90s, 10m or 1h");
        }
    }
}
