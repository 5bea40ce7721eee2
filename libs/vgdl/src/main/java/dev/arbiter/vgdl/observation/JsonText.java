package dev.arbiter.vgdl.observation;

/**
 * Just enough of a JSON writer for observations: objects, arrays, numbers as Gson prints them (Java's
 * {@code toString} of the float or double) and plain ASCII names. The library stays free of dependencies
 * because the referee builds one of these per tick.
 */
final class JsonText {

    private final StringBuilder out = new StringBuilder(4096);
    /** Whether the next value in the current object or array needs a comma before it. */
    private boolean needComma;

    JsonText beginObject() {
        comma();
        out.append('{');
        needComma = false;
        return this;
    }

    JsonText endObject() {
        out.append('}');
        needComma = true;
        return this;
    }

    JsonText beginArray() {
        comma();
        out.append('[');
        needComma = false;
        return this;
    }

    JsonText endArray() {
        out.append(']');
        needComma = true;
        return this;
    }

    JsonText name(String name) {
        comma();
        out.append('"').append(name).append("\":");
        needComma = false;
        return this;
    }

    JsonText value(boolean b) {
        comma();
        out.append(b);
        needComma = true;
        return this;
    }

    JsonText value(int i) {
        comma();
        out.append(i);
        needComma = true;
        return this;
    }

    /** Gson writes a Java float field through {@code Float.toString}. */
    JsonText value(float f) {
        comma();
        out.append(Float.toString(f));
        needComma = true;
        return this;
    }

    JsonText value(double d) {
        comma();
        out.append(Double.toString(d));
        needComma = true;
        return this;
    }

    /** Enum names and action names: no character needs escaping. */
    JsonText string(String s) {
        comma();
        out.append('"').append(s).append('"');
        needComma = true;
        return this;
    }

    JsonText field(String name, int i) {
        return name(name).value(i);
    }

    JsonText field(String name, boolean b) {
        return name(name).value(b);
    }

    JsonText pair(double x, double y) {
        return beginArray().value(x).value(y).endArray();
    }

    private void comma() {
        if (needComma) {
            out.append(',');
        }
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
