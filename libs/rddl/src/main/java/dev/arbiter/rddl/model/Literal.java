package dev.arbiter.rddl.model;

/** A constant written in a declaration or an instance: a number, a boolean, {@code @enum} or an object name. */
public record Literal(String text) {

    public boolean isBoolean() {
        return text.equals("true") || text.equals("false");
    }

    public double number() {
        return switch (text) {
            case "pos-inf" -> Double.POSITIVE_INFINITY;
            case "neg-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(text);
        };
    }
}
