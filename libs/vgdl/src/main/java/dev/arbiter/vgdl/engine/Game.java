package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.parse.VgdlSyntaxException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * One level being played, one {@link #step(Action)} per tick, in GVGAI's order: the avatar moves,
 * then every other sprite (types in reverse drawing order, sprites in creation order); then TIME,
 * EOS and collision effects; then dead sprites leave; then terminations and the tick limit. All
 * randomness comes from one {@link Random} seeded at construction, so the same seed and the same
 * actions give the same game. The sprite classes, effects and terminations it runs see it as the
 * {@link World} (or, reading only, the {@link WorldView}) they act on.
 */
public final class Game implements World {
    private final GameRules rules;
    private final int blockSize;
    private final int maxTicks;
    private final int widthTiles;
    private final int heightTiles;
    private final Random random;
    private final List<Sprite>[] groups;
    private final List<Sprite> killList = new ArrayList<>();
    private final TimedQueue timed;
    private final Shields shields = new Shields();
    private final EventHandler events;
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
        this.events = new EventHandler(this, rules.edgeRules(), rules.collisionRules(), timed, shields);
        buildLevel(level);
        this.paths = rules.pathObstacles().length == 0 ? null : PathGrid.ofLevelAsBuilt(this, rules.pathObstacles());
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
        events.handle();
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
            rules.kind(avatar.type.id()).act(this, avatar, action);
        }
        int[] order = rules.spriteOrder();
        for (int i = order.length - 1; i >= 0; i--) {
            List<Sprite> group = groups[order[i]];
            // A group holds one exact type, so one class moves all of it: looked up once, not per sprite
            // (the per-sprite lookup cost aliens ~7 % of its tick).
            SpriteKind kind = rules.kind(order[i]);
            // Sprites born during this loop wait for the next tick, as with GVGAI's copied lists.
            int n = group.size();
            for (int k = 0; k < n; k++) {
                Sprite s = group.get(k);
                if (!s.isAvatar() && !s.disabled) {
                    preMovement(s);
                    kind.update(this, s);
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

    // ---- the world that sprite kinds, effects and terminations act on ---------------------------

    @Override
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
        if (rules.kind(typeId) == null) {
            throw new IllegalStateException("sprite type '" + type.name() + "' has no class");
        }
        Sprite s = new Sprite(nextSpriteId++, type, x, y, blockSize);
        groups[typeId].add(s);
        spriteCount++;
        return s;
    }

    @Override
    public void kill(Sprite s, boolean transformed) {
        if (s.isAvatar() && !transformed) {
            s.disabled = true;
        } else if (!s.killed) {
            s.killed = true;
            killList.add(s);
        }
    }

    @Override
    public int countSprites(int typeId) {
        int n = 0;
        for (int t : rules.type(typeId).subtypes()) {
            n += groups[t].size();
        }
        return n;
    }

    @Override
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

    @Override
    public List<Sprite> group(int typeId) {
        return groups[typeId];
    }

    @Override
    public List<Sprite> spritesOf(int typeId) {
        List<Sprite> all = new ArrayList<>();
        for (int t : rules.type(typeId).subtypes()) {
            all.addAll(groups[t]);
        }
        return all;
    }

    @Override
    public List<Sprite> subSpritesGroup(int typeId) {
        List<Sprite> all = new ArrayList<>(groups[typeId]);
        for (int t : rules.type(typeId).subtypes()) {
            all.addAll(groups[t]);
        }
        return all;
    }

    @Override
    public void setAvatar(Sprite s) {
        this.avatar = s;
    }

    @Override
    public void shield(int type, int otherType, String effectName) {
        shields.add(type, otherType, effectName);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T ruleState(Object rule, Supplier<T> initial) {
        return (T) ruleState.computeIfAbsent(rule, k -> initial.get());
    }

    @Override
    public Direction pathStep(Sprite from, int toX, int toY) {
        return paths == null ? null : paths.firstStep(from.x, from.y, toX, toY);
    }

    @Override
    public void schedule(Timed rule) {
        timed.insert(new TimedQueue.Entry(rule, gameTick() + rule.timer()));
    }

    @Override
    public void addScore(double delta) {
        score += delta;
    }

    // ---- read-only view ------------------------------------------------------------------

    public GameRules rules() {
        return rules;
    }

    @Override
    public SpriteTypes spriteTypes() {
        return rules;
    }

    @Override
    public Random random() {
        return random;
    }

    @Override
    public int blockSize() {
        return blockSize;
    }

    @Override
    public int widthPixels() {
        return widthTiles * blockSize;
    }

    @Override
    public int heightPixels() {
        return heightTiles * blockSize;
    }

    @Override
    public int widthTiles() {
        return widthTiles;
    }

    @Override
    public int heightTiles() {
        return heightTiles;
    }

    @Override
    public int tick() {
        return tick;
    }

    @Override
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

    @Override
    public Sprite avatar() {
        return avatar;
    }

    @Override
    public List<Action> availableActions() {
        return avatar == null ? List.of() : avatar.settings().actions;
    }

    public int spriteCount() {
        return spriteCount;
    }
}
