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

    /**
     * Most tiles a level may have, width times height: six times the largest shipped level (1,725). Checked before
     * rows are padded, so one long first row over many short rows cannot grow into gigabytes.
     */
    public static final int MAX_CELLS = 10_000;

    public static LevelText parse(String file, String text) {
        List<String> rows = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        while (!rows.isEmpty() && rows.get(rows.size() - 1).isBlank()) {
            rows.remove(rows.size() - 1);
        }
        if (rows.isEmpty() || rows.get(0).isEmpty()) {
            throw new VgdlSyntaxException(new SourcePosition(file, 1, 1), "empty level");
        }
        int width = rows.get(0).length();
        if ((long) width * rows.size() > MAX_CELLS) {
            int line = (int) Math.min(rows.size(), MAX_CELLS / width + 1);
            throw new VgdlLimitException(new SourcePosition(file, line, 1), "the level is " + width + " tiles wide (its"
                    + " first row) and " + rows.size() + " rows high, over the limit of " + MAX_CELLS + " tiles");
        }
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
