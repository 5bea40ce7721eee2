package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.parse.VgdlSyntaxException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One level being played, one {@link #step(Action)} per tick, in GVGAI's order: the avatar moves,
 * then every other sprite (types in reverse drawing order, sprites in creation order); then TIME,
 * EOS and collision effects; then dead sprites leave; then terminations and the tick limit. All
 * randomness comes from one {@link Random} seeded at construction, so the same seed and the same
 * actions give the same game.
 */
public final class Game {
    /** GVGAI's cap on live sprites; spawns beyond it are dropped. */
    public static final int MAX_SPRITES = 10_000;

    private final GameRules rules;
    private final int blockSize;
    private final int maxTicks;
    private final int widthTiles;
    private final int heightTiles;
    private final Random random;
    private final List<Sprite>[] groups;
    private final List<Sprite> killList = new ArrayList<>();
    private final TimedQueue timed;
    private final Set<String> shields = new HashSet<>();
    private final Map<Object, Object> ruleState = new HashMap<>();
    private final PathGrid paths;
    private long nextSpriteId;
    private int spriteCount;

    private Sprite avatar;
    private int tick;
    private double score;
    private Winner winner = Winner.NO_WINNER;
    private boolean ended;
    private boolean aborted;
    private Action lastAction = Action.ACTION_NIL;

    @SuppressWarnings("unchecked")
    public Game(GameRules rules, LevelText level, long seed, int blockSize, int maxTicks) {
        this.rules = rules;
        this.blockSize = blockSize;
        this.maxTicks = maxTicks;
        this.widthTiles = level.width();
        this.heightTiles = level.height();
        this.random = new Random(seed);
        this.groups = new List[rules.typeCount()];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = new ArrayList<>();
        }
        this.timed = new TimedQueue(rules.timedRules());
        buildLevel(level);
        this.paths = rules.pathObstacles().length == 0 ? null : PathGrid.ofLevelAsBuilt(this);
    }

    private void buildLevel(LevelText level) {
        List<Sprite> avatars = new ArrayList<>();
        for (int row = 0; row < level.height(); row++) {
            for (int col = 0; col < level.width(); col++) {
                char c = level.at(col, row);
                int[] typeIds = rules.levelMapping().get(c);
                if (typeIds == null) {
                    if (c != ' ') {
                        throw new VgdlSyntaxException(level.position(col, row),
                                "character '" + c + "' has no LevelMapping entry");
                    }
                    continue;
                }
                for (int typeId : typeIds) {
                    if (typeId == GameRules.UNDEFINED_SPRITE) {
                        throw new VgdlSyntaxException(level.position(col, row),
                                "character '" + c + "' maps to a sprite the SpriteSet does not define");
                    }
                    Sprite s = addSprite(typeId, col * blockSize, row * blockSize, false);
                    if (s != null && s.isAvatar()) {
                        avatars.add(s);
                    }
                }
            }
        }
        // One player: GVGAI removes every avatar after the first.
        for (int i = 1; i < avatars.size(); i++) {
            Sprite extra = avatars.get(i);
            groups[extra.type.id()].remove(extra);
            spriteCount--;
        }
        avatar = avatars.isEmpty() ? null : avatars.get(0);
    }

    // ---- the tick -------------------------------------------------------------------------

    /** Plays one tick with the player's action. ESCAPE aborts the level at the end of the tick. */
    public void step(Action action) {
        if (ended) {
            throw new IllegalStateException("the level is over");
        }
        Action applied = action == null ? Action.ACTION_NIL : action;
        if (applied == Action.ACTION_ESCAPE) {
            aborted = true;
        } else if (applied != Action.ACTION_NIL && !availableActions().contains(applied)) {
            applied = Action.ACTION_NIL;
        }
        lastAction = applied;
        tick++;
        updateSprites(applied);
        new EventHandler(this).handle();
        clearDead();
        checkTerminations();
        if (aborted && !ended) {
            ended = true;
            if (winner != Winner.PLAYER_WINS) {
                winner = Winner.PLAYER_LOSES;
            }
        }
    }

    private void updateSprites(Action action) {
        if (avatar != null && !avatar.disabled) {
            preMovement(avatar);
            avatar.type.kind().act(this, avatar, action);
        }
        int[] order = rules.spriteOrder();
        for (int i = order.length - 1; i >= 0; i--) {
            List<Sprite> group = groups[order[i]];
            // Sprites born during this loop wait for the next tick, as with GVGAI's copied lists.
            int n = group.size();
            for (int k = 0; k < n; k++) {
                Sprite s = group.get(k);
                if (!s.isAvatar() && !s.disabled) {
                    preMovement(s);
                    s.type.kind().update(this, s);
                }
            }
        }
    }

    private static void preMovement(Sprite s) {
        s.lastX = s.x;
        s.lastY = s.y;
        s.lastMove++;
    }

    private void clearDead() {
        if (!killList.isEmpty()) {
            boolean[] touched = new boolean[groups.length];
            for (Sprite s : killList) {
                touched[s.type.id()] = true;
                if (s == avatar) {
                    avatar = null;
                }
            }
            for (int t = 0; t < groups.length; t++) {
                if (touched[t]) {
                    int before = groups[t].size();
                    groups[t].removeIf(s -> s.killed);
                    spriteCount -= before - groups[t].size();
                }
            }
            killList.clear();
        }
        shields.clear();
    }

    private void checkTerminations() {
        for (Termination t : rules.terminations()) {
            if (t.isDone(this)) {
                ended = true;
                winner = t.win() ? Winner.PLAYER_WINS : Winner.PLAYER_LOSES;
                break;
            }
        }
        if (tick >= maxTicks) {
            ended = true;
            if (winner != Winner.PLAYER_WINS) {
                winner = Winner.PLAYER_LOSES;
            }
        }
    }

    // ---- services for sprite kinds, effects and terminations --------------------------------

    /** Creates a sprite unless a singleton type (or ancestor) already has one, or the cap is hit. */
    public Sprite addSprite(int typeId, int x, int y, boolean force) {
        if (spriteCount >= MAX_SPRITES) {
            return null;
        }
        SpriteType type = rules.type(typeId);
        if (!force) {
            for (int t : type.lineage()) {
                if (rules.type(t).settings().singleton && countSprites(t) > 0) {
                    return null;
                }
            }
        }
        if (type.kind() == null) {
            throw new IllegalStateException("sprite type '" + type.name() + "' has no class");
        }
        Sprite s = new Sprite(nextSpriteId++, type, x, y, blockSize);
        groups[typeId].add(s);
        spriteCount++;
        return s;
    }

    /** GVGAI's killSprite: the avatar is only disabled unless it is being transformed. */
    public void kill(Sprite s, boolean transformed) {
        if (s.isAvatar() && !transformed) {
            s.disabled = true;
        } else if (!s.killed) {
            s.killed = true;
            killList.add(s);
        }
    }

    /** Sprites of this type and its subtypes, including ones killed this tick and disabled ones. */
    public int countSprites(int typeId) {
        int n = 0;
        for (int t : rules.type(typeId).subtypes()) {
            n += groups[t].size();
        }
        return n;
    }

    /** Sprites of this type and its subtypes that are not disabled (what SpriteCounter counts). */
    public int countEnabled(int typeId) {
        int n = 0;
        for (int t : rules.type(typeId).subtypes()) {
            for (Sprite s : groups[t]) {
                if (!s.disabled) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The live list of one exact type (no subtypes). Callers must not keep it across ticks. */
    public List<Sprite> group(int typeId) {
        return groups[typeId];
    }

    /** A copy of the sprites of a type and its subtypes, in GVGAI's order. */
    public List<Sprite> spritesOf(int typeId) {
        List<Sprite> all = new ArrayList<>();
        for (int t : rules.type(typeId).subtypes()) {
            all.addAll(groups[t]);
        }
        return all;
    }

    /**
     * GVGAI's "sub-sprites group" of a type: its own sprites, then those of every type in its
     * subtype list, which starts with the type's ancestors and itself. A type's own sprites are
     * therefore listed twice; classes that draw among the list inherit that weighting.
     */
    public List<Sprite> subSpritesGroup(int typeId) {
        List<Sprite> all = new ArrayList<>(groups[typeId]);
        for (int t : rules.type(typeId).subtypes()) {
            all.addAll(groups[t]);
        }
        return all;
    }

    /** Replaces the avatar after it was transformed into another avatar type. */
    public void setAvatar(Sprite s) {
        this.avatar = s;
    }

    boolean isShielded(int type, int otherType, String effectName) {
        return !shields.isEmpty() && shields.contains(type + ":" + otherType + ":" + effectName);
    }

    /** shieldFrom: for the rest of this tick, collisions of the two types skip that effect. */
    public void shield(int type, int otherType, String effectName) {
        shields.add(type + ":" + otherType + ":" + effectName);
    }

    /**
     * Per-game state of a rule (the rules themselves are shared between games), created on first
     * use; keyed by the rule object.
     */
    @SuppressWarnings("unchecked")
    public <T> T ruleState(Object rule, Supplier<T> initial) {
        return (T) ruleState.computeIfAbsent(rule, k -> initial.get());
    }

    /**
     * The first step of a shortest path from the cell of the sprite's corner to that of a point, or
     * null when the game has no {@code obs} obstacles, there is no path, or they share a cell.
     */
    public Direction pathStep(Sprite from, int toX, int toY) {
        return paths == null ? null : paths.firstStep(from.x, from.y, toX, toY);
    }

    /** Queues a TIME rule made during play (addTimer): it fires {@code timer} ticks from now. */
    public void schedule(TimedInteraction rule) {
        timed.insert(new TimedQueue.Entry(rule, gameTick() + rule.timer()));
    }

    public void addScore(double delta) {
        score += delta;
    }

    boolean isAtEdge(Sprite s) {
        return s.x < 0 || s.y < 0 || s.x + s.width > widthPixels() || s.y + s.height > heightPixels();
    }

    TimedQueue timedQueue() {
        return timed;
    }

    // ---- read-only view ------------------------------------------------------------------

    public GameRules rules() {
        return rules;
    }

    public Random random() {
        return random;
    }

    public int blockSize() {
        return blockSize;
    }

    public int widthPixels() {
        return widthTiles * blockSize;
    }

    public int heightPixels() {
        return heightTiles * blockSize;
    }

    public int widthTiles() {
        return widthTiles;
    }

    public int heightTiles() {
        return heightTiles;
    }

    /** Steps played so far. */
    public int tick() {
        return tick;
    }

    /**
     * GVGAI's game tick, which its rules (spawn cooldowns, TIME rules, Timeout) read: it counts
     * from 0, so it is 0 during and after the first step, and one less than {@link #tick()} after
     * that; {@code Timeout limit=N} ends the level after N+1 steps, as in GVGAI. The engine's own
     * tick limit ({@code maxTicks}) counts steps; GVGAI's loop compares its limit with this
     * counter, so its limit N is {@code maxTicks} N+1 here.
     */
    public int gameTick() {
        return Math.max(0, tick - 1);
    }

    public double score() {
        return score;
    }

    public Winner winner() {
        return winner;
    }

    public boolean isEnded() {
        return ended;
    }

    public boolean isAborted() {
        return aborted;
    }

    public Action lastAction() {
        return lastAction;
    }

    /** The avatar, or null once it has left the game (a disabled avatar is still returned). */
    public Sprite avatar() {
        return avatar;
    }

    public List<Action> availableActions() {
        return avatar == null ? List.of() : avatar.settings().actions;
    }

    public int spriteCount() {
        return spriteCount;
    }
}
