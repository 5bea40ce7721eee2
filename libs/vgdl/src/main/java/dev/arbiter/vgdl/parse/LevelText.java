package dev.arbiter.vgdl.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * An ASCII level: one character per tile, rows top to bottom. Like GVGAI, the width is the first
 * row's length: shorter rows are padded with spaces (which place nothing) and longer rows are cut
 * to it (GVGAI never reads past the first row's width; one shipped level relies on that); trailing
 * blank rows (a final newline, or several) are dropped.
 */
public record LevelText(String file, List<String> rows, int width, int height) {

    public static LevelText parse(String file, String text) {
        List<String> rows = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        while (!rows.isEmpty() && rows.get(rows.size() - 1).isBlank()) {
            rows.remove(rows.size() - 1);
        }
        if (rows.isEmpty() || rows.get(0).isEmpty()) {
            throw new VgdlSyntaxException(new SourcePosition(file, 1, 1), "empty level");
        }
        int width = rows.get(0).length();
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row.length() > width) {
                rows.set(r, row.substring(0, width));
            } else if (row.length() < width) {
                rows.set(r, row + " ".repeat(width - row.length()));
            }
        }
        return new LevelText(file, List.copyOf(rows), width, rows.size());
    }

    public char at(int column, int row) {
        return rows.get(row).charAt(column);
    }

    public SourcePosition position(int column, int row) {
        return new SourcePosition(file, row + 1, column + 1);
    }
}
