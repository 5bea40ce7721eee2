package dev.arbiter.examples.players.gvgai;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One serialised state observation of the learning track, read by field name as the original
 * SerializableStateObservation is: {@code phase}, {@code gameScore}, {@code avatarPosition}, the position lists.
 * Fields the server left out (an IMAGE observation has no lists) read as empty or zero.
 */
public final class Observation {

    private final Map<String, Object> fields;

    @SuppressWarnings("unchecked")
    Observation(String json) {
        this.fields = (Map<String, Object>) Json.parse(json);
    }

    public String phase() {
        return (String) fields.get("phase");
    }

    public boolean isValidation() {
        return Boolean.TRUE.equals(fields.get("isValidation"));
    }

    public double gameScore() {
        return number("gameScore");
    }

    public int gameTick() {
        return (int) number("gameTick");
    }

    public String gameWinner() {
        return (String) fields.get("gameWinner");
    }

    public boolean isAvatarAlive() {
        return Boolean.TRUE.equals(fields.get("isAvatarAlive"));
    }

    public int blockSize() {
        return (int) number("blockSize");
    }

    @SuppressWarnings("unchecked")
    public List<String> availableActions() {
        return fields.containsKey("availableActions") ? (List<String>) fields.get("availableActions") : List.of();
    }

    /** {@code [x, y]} in pixels, or {@code [-1, -1]}. */
    public double[] avatarPosition() {
        return pair("avatarPosition");
    }

    /** {@code [width, height]} in pixels. */
    public double[] worldDimension() {
        return pair("worldDimension");
    }

    /** The positions ({@code [x, y]}) of every sprite in one of the position lists ("NPCPositions" …). */
    @SuppressWarnings("unchecked")
    public List<double[]> positions(String list) {
        var out = new ArrayList<double[]>();
        Object rows = fields.get(list);
        if (rows instanceof List<?> types) {
            for (Object type : types) {
                for (Object o : (List<Object>) type) {
                    var position = (Map<String, Object>) ((Map<String, Object>) o).get("position");
                    out.add(new double[] {(Double) position.get("x"), (Double) position.get("y")});
                }
            }
        }
        return out;
    }

    /** The screenshot's PNG bytes (the track sends them as signed bytes), or null when none was sent. */
    public byte[] imagePng() {
        if (!(fields.get("imageArray") instanceof List<?> bytes)) {
            return null;
        }
        byte[] png = new byte[bytes.size()];
        for (int i = 0; i < png.length; i++) {
            png[i] = (byte) ((Double) bytes.get(i)).intValue();
        }
        return png;
    }

    private double number(String field) {
        return fields.get(field) instanceof Double d ? d : 0;
    }

    private double[] pair(String field) {
        if (fields.get(field) instanceof List<?> list && list.size() == 2) {
            return new double[] {(Double) list.get(0), (Double) list.get(1)};
        }
        return new double[] {-1, -1};
    }
}
