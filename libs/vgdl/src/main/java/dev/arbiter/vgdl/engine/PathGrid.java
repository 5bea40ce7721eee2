package dev.arbiter.vgdl.engine;

import java.util.PriorityQueue;

/**
 * Shortest paths on the level's grid for the path-following sprite classes, as GVGAI's path finder
 * gives them: the obstacles are the game's {@code obs} types where they stood when the level was
 * built (later changes are not seen), steps go up, down, left, right (only left and right when the
 * avatar has exactly three actions), and between equally short paths the one a cost-ordered
 * {@link PriorityQueue} search reaches first wins, so ghosts take the same turns as in GVGAI.
 * Searches run lazily, one per start cell, and are kept for the rest of the level.
 */
final class PathGrid {
    private static final Direction[] STEPS = {Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT};
    private static final Direction[] SIDEWAYS = {Direction.LEFT, Direction.RIGHT};

    private final int blockSize;
    private final int width;
    private final int height;
    private final boolean[] blocked;
    private final Direction[] steps;
    /** Per start cell, per destination cell: index into {@link #steps} of the first step + 1; 0 = no path. */
    private final byte[][] firstSteps;

    private PathGrid(int blockSize, int width, int height, boolean[] blocked, boolean sidewaysOnly) {
        this.blockSize = blockSize;
        this.width = width;
        this.height = height;
        this.blocked = blocked;
        this.steps = sidewaysOnly ? SIDEWAYS : STEPS;
        this.firstSteps = new byte[width * height][];
    }

    /**
     * GVGAI takes the path finder's obstacles from the level as built, before the first tick.
     *
     * @param obstacles the game's {@code obs} types
     */
    static PathGrid ofLevelAsBuilt(WorldView level, int[] obstacles) {
        int width = level.widthTiles();
        int height = level.heightTiles();
        boolean[] blocked = new boolean[width * height];
        for (int t : obstacles) {
            for (Sprite s : level.group(t)) {
                int col = s.x / level.blockSize();
                int row = s.y / level.blockSize();
                if (col >= 0 && row >= 0 && col < width && row < height) {
                    blocked[row * width + col] = true;
                }
            }
        }
        // GVGAI's path finder moves only sideways when the avatar has exactly three actions.
        return new PathGrid(level.blockSize(), width, height, blocked, level.availableActions().size() == 3);
    }

    /**
     * The first step from the cell of one pixel position towards that of another, or null when
     * there is no path (or they are the same cell). Cells are found as GVGAI finds them: the
     * position divided by the block size, truncated towards zero.
     */
    Direction firstStep(int fromX, int fromY, int toX, int toY) {
        return firstStepBetweenCells(cell(fromX), cell(fromY), cell(toX), cell(toY));
    }

    private int cell(int pixels) {
        return (int) ((double) pixels / blockSize);
    }

    private Direction firstStepBetweenCells(int fromCol, int fromRow, int toCol, int toRow) {
        if (!inside(fromCol, fromRow) || !inside(toCol, toRow)) {
            return null;
        }
        int from = fromRow * width + fromCol;
        if (blocked[from]) {
            return null;
        }
        byte[] fromHere = firstSteps[from];
        if (fromHere == null) {
            fromHere = search(fromCol, fromRow);
            firstSteps[from] = fromHere;
        }
        byte step = fromHere[toRow * width + toCol];
        return step == 0 ? null : steps[step - 1];
    }

    private boolean inside(int col, int row) {
        return col >= 0 && row >= 0 && col < width && row < height;
    }

    private record Visit(int cell, double cost) {}

    /**
     * Uniform-cost search from one cell. A cell's parent is whichever cell first reaches it; the
     * first step towards a cell is inherited from its parent, except for the start's neighbours.
     */
    private byte[] search(int col, int row) {
        byte[] first = new byte[width * height];
        boolean[] seen = new boolean[width * height];
        int start = row * width + col;
        seen[start] = true;
        PriorityQueue<Visit> open = new PriorityQueue<>((a, b) -> Double.compare(a.cost(), b.cost()));
        open.add(new Visit(start, 0));
        while (!open.isEmpty()) {
            Visit v = open.poll();
            int x = v.cell() % width;
            int y = v.cell() / width;
            for (int i = 0; i < steps.length; i++) {
                int nx = x + steps[i].dx();
                int ny = y + steps[i].dy();
                if (!inside(nx, ny)) {
                    continue;
                }
                int next = ny * width + nx;
                if (blocked[next] || seen[next]) {
                    continue;
                }
                seen[next] = true;
                first[next] = v.cell() == start ? (byte) (i + 1) : first[v.cell()];
                open.add(new Visit(next, v.cost() + 1));
            }
        }
        return first;
    }
}
