package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.effect.EffectFactory;
import dev.arbiter.vgdl.engine.CollisionRule;
import dev.arbiter.vgdl.engine.EdgeRule;
import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.engine.Interaction;
import dev.arbiter.vgdl.engine.SpriteKind;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.SpriteType;
import dev.arbiter.vgdl.engine.Termination;
import dev.arbiter.vgdl.engine.TimedInteraction;
import dev.arbiter.vgdl.parse.GameDescription;
import dev.arbiter.vgdl.parse.InteractionRule;
import dev.arbiter.vgdl.parse.Parameter;
import dev.arbiter.vgdl.parse.SourcePosition;
import dev.arbiter.vgdl.parse.SpriteNode;
import dev.arbiter.vgdl.parse.TerminationRule;
import dev.arbiter.vgdl.parse.UnsupportedConstructException;
import dev.arbiter.vgdl.parse.VgdlParser;
import dev.arbiter.vgdl.parse.VgdlSyntaxException;
import dev.arbiter.vgdl.sprite.SpriteKinds;
import dev.arbiter.vgdl.termination.Terminations;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a parsed description into {@link GameRules}: resolves names, inheritance and type ids the
 * way GVGAI's parser does, and refuses by name every class, effect, termination and parameter the
 * engine does not implement.
 */
public final class GameLoader {
    private final GameDescription description;
    private final Map<String, SpriteTypeBuilder> builders = new LinkedHashMap<>();
    private final List<Integer> order = new ArrayList<>();
    private final Map<String, SpriteType> types = new LinkedHashMap<>();

    private GameLoader(GameDescription description) {
        this.description = description;
    }

    public static GameRules load(String file, String text) {
        return load(VgdlParser.parse(file, text));
    }

    public static GameRules load(GameDescription description) {
        return new GameLoader(description).build();
    }

    private GameRules build() {
        if (!description.gameClass().equals("BasicGame")) {
            throw new UnsupportedConstructException(new SourcePosition(description.file(), 1, 1),
                    "game class", description.gameClass());
        }
        checkGameParameters();
        // GVGAI registers the default types first, so wall is always 0 and avatar 1.
        register("wall", null);
        register("avatar", null);
        registerTree(description.sprites(), List.of());
        resolveTree(description.sprites(), null, Map.of());
        SpriteTypeBuilder wall = builders.get("wall");
        if (wall.kind == null && wall.className == null) {
            wall.kind = SpriteKinds.byName("Immovable");
            wall.lineage.add(wall.id);
            wall.subtypes.add(wall.id);
        }
        SpriteTypeBuilder avatar = builders.get("avatar");
        if (avatar.kind == null && avatar.className == null) {
            avatar.kind = SpriteKinds.byName("MovingAvatar");
            avatar.lineage.add(avatar.id);
            avatar.subtypes.add(avatar.id);
        }
        SpriteType[] typeArray = buildTypes();
        int avatarId = builders.get("avatar").id;
        order.remove(Integer.valueOf(avatarId));
        order.add(avatarId);
        int[] spriteOrder = order.stream().mapToInt(Integer::intValue).toArray();

        int[] resourceLimits = new int[typeArray.length];
        for (SpriteType t : typeArray) {
            if (t.settings().resource) {
                resourceLimits[t.id()] = t.settings().limit;
            }
        }
        InteractionTables interactions = readInteractions();
        List<Termination> terminations = new ArrayList<>();
        for (TerminationRule rule : description.terminations()) {
            ParamReader p = new ParamReader(rule.className(), rule.position(), rule.parameters(), types);
            Termination t = Terminations.create(rule.className(), p);
            if (t == null) {
                throw new UnsupportedConstructException(rule.position(), "termination", rule.className());
            }
            p.finish();
            terminations.add(t);
        }
        SpriteKind[] kinds = new SpriteKind[typeArray.length];
        for (SpriteTypeBuilder b : builders.values()) {
            kinds[b.id] = b.kind;
        }
        return new GameRules(description.file(), typeArray, kinds, spriteOrder, levelMapping(),
                interactions.collisions(), interactions.edges(), interactions.timed(), List.copyOf(terminations),
                resourceLimits, avatarId, pathObstacles());
    }

    private void checkGameParameters() {
        for (Parameter p : description.gameParameters()) {
            // square_size only sets GVGAI's window scale; the learning track fixes the block size.
            // key_handler=Pulse is how every learning-track client delivers actions anyway.
            // obs (the path finder's obstacles) is read by pathObstacles once types exist.
            boolean harmless = p.key().equals("square_size") || p.key().equals("obs")
                    || (p.key().equals("key_handler") && p.value().equals("Pulse"));
            if (!harmless) {
                throw new UnsupportedConstructException(p.position(), "game parameter", p.key() + "=" + p.value());
            }
        }
    }

    private int[] pathObstacles() {
        for (Parameter p : description.gameParameters()) {
            if (p.key().equals("obs")) {
                ParamReader reader = new ParamReader("game", p.position(), List.of(p), types);
                return reader.types("obs");
            }
        }
        return new int[0];
    }

    private SpriteTypeBuilder register(String name, SourcePosition position) {
        return builders.computeIfAbsent(name, n -> new SpriteTypeBuilder(builders.size(), n, position));
    }

    private void registerTree(List<SpriteNode> nodes, List<Integer> parentLineage) {
        for (SpriteNode node : nodes) {
            SpriteTypeBuilder b = register(node.name(), node.position());
            List<Integer> lineage = new ArrayList<>(parentLineage);
            lineage.add(b.id);
            b.lineage.clear();
            b.lineage.addAll(lineage);
            registerTree(node.children(), lineage);
        }
    }

    /**
     * GVGAI's class inheritance: a node takes the class of its nearest classed ancestor (its own
     * class is used only when no ancestor has one); parameters inherit and are overridden.
     */
    private void resolveTree(List<SpriteNode> nodes, String parentClass, Map<String, Parameter> parentParams) {
        for (SpriteNode node : nodes) {
            SpriteTypeBuilder b = builders.get(node.name());
            b.className = parentClass != null ? parentClass : node.className();
            b.parameters.clear();
            b.parameters.putAll(parentParams);
            for (Parameter p : node.parameters()) {
                b.parameters.put(p.key(), p);
                if (p.key().equals("singleton") && p.value().equalsIgnoreCase("true")) {
                    b.ownSingleton = true;
                }
            }
            b.subtypes.clear();
            b.subtypes.addAll(b.lineage);
            if (node.children().isEmpty()) {
                b.leaf = true;
                order.remove(Integer.valueOf(b.id));
                order.add(b.id);
            } else {
                String childClass = node.className() != null ? node.className() : parentClass;
                resolveTree(node.children(), childClass, b.parameters);
                for (SpriteNode child : node.children()) {
                    for (int t : builders.get(child.name()).subtypes) {
                        if (!b.subtypes.contains(t)) {
                            b.subtypes.add(t);
                        }
                    }
                }
            }
            if (b.className != null) {
                b.kind = SpriteKinds.byName(b.className);
                if (b.kind == null) {
                    SourcePosition at = node.position();
                    throw new UnsupportedConstructException(at, "sprite class", b.className);
                }
            } else if (b.leaf) {
                throw new VgdlSyntaxException(node.position(), "sprite '" + node.name() + "' has no class");
            }
        }
    }

    private SpriteType[] buildTypes() {
        SpriteType[] result = new SpriteType[builders.size()];
        // Two passes: stype parameters may name any type, so every name must exist first.
        for (SpriteTypeBuilder b : builders.values()) {
            types.put(b.name, new SpriteType(b.id, b.name, new SpriteSettings(), new int[0], new int[0]));
        }
        for (SpriteTypeBuilder b : builders.values()) {
            SpriteSettings settings = new SpriteSettings();
            if (b.kind != null) {
                String owner = "sprite " + b.name + " (" + b.kind.name() + ")";
                ParamReader p = new ParamReader(owner, b.position, List.copyOf(b.parameters.values()), types);
                settings = SpriteSettingsReader.read(b.kind, p);
                p.finish();
                // A grouping node may leave it to its children; a sprite that can be placed may not.
                String missing = b.leaf ? SpriteSettingsReader.missingCreatedType(b.kind, settings) : null;
                if (missing != null) {
                    throw new VgdlSyntaxException(b.position, owner + " needs " + missing + ", the type it creates");
                }
            }
            settings.singleton = b.ownSingleton;
            result[b.id] = new SpriteType(b.id, b.name, settings,
                    b.subtypes.stream().mapToInt(Integer::intValue).toArray(),
                    b.lineage.stream().mapToInt(Integer::intValue).toArray());
        }
        for (SpriteType t : result) {
            types.put(t.name(), t);
        }
        return result;
    }

    private Map<Character, int[]> levelMapping() {
        Map<Character, int[]> mapping = new LinkedHashMap<>();
        // GVGAI's defaults, which a LevelMapping line may override.
        mapping.put('w', new int[] {types.get("wall").id()});
        mapping.put('A', new int[] {types.get("avatar").id()});
        for (var e : description.levelMapping().entrySet()) {
            List<String> names = e.getValue();
            int[] ids = new int[names.size()];
            for (int i = 0; i < ids.length; i++) {
                SpriteType t = types.get(names.get(i));
                if (t == null) {
                    // GVGAI only fails when such a character is placed (witnessprotection maps
                    // two unused characters to undefined sprites), so the level refuses it.
                    ids[i] = GameRules.UNDEFINED_SPRITE;
                    continue;
                }
                if (builders.get(t.name()).kind == null) {
                    throw new VgdlSyntaxException(description.levelMappingPositions().get(e.getKey()),
                            "LevelMapping places '" + names.get(i) + "', which has no sprite class");
                }
                ids[i] = t.id();
            }
            mapping.put(e.getKey(), ids);
        }
        return mapping;
    }

    private record InteractionTables(List<CollisionRule> collisions, List<EdgeRule> edges,
                                     List<TimedInteraction> timed) {}

    private InteractionTables readInteractions() {
        Map<Long, List<Interaction>> pairs = new LinkedHashMap<>();
        List<EdgeRule> edges = new ArrayList<>();
        List<TimedInteraction> timed = new ArrayList<>();
        for (InteractionRule rule : description.interactions()) {
            boolean isTimed = isTime(rule.first()) || rule.seconds().stream().anyMatch(GameLoader::isTime);
            ParamReader p = new ParamReader("effect " + rule.effect(), rule.position(), rule.parameters(), types);
            int score = scoreChange(p);
            int repeat = p.integer("repeat", 1);
            int timer = isTimed ? p.integer("timer", 0) : 0;
            boolean repeating = isTimed && p.bool("repeating", false);
            // GVGAI starts a TIME rule on the first tick, or, when the line gives any
            // nextExecution, after one timer (the value itself is not used).
            int firstTick = isTimed && p.integer("nextExecution", -1) != -1 ? timer : -1;
            Effect effect = EffectFactory.create(rule.effect(), p);
            if (effect == null) {
                throw new UnsupportedConstructException(rule.position(), "effect", rule.effect());
            }
            p.finish();
            Interaction interaction = new Interaction(rule.effect(), effect, score, rule.position());
            for (String secondName : rule.seconds()) {
                boolean firstPseudo = isEos(rule.first()) || isTime(rule.first());
                boolean secondPseudo = isEos(secondName) || isTime(secondName);
                if (isTimed) {
                    String owner = isTime(rule.first()) ? secondName : rule.first();
                    timed.add(new TimedInteraction(interaction, typeId(owner, rule), timer, repeating, firstTick));
                } else if (secondPseudo || firstPseudo) {
                    String owner = firstPseudo ? secondName : rule.first();
                    edges.add(new EdgeRule(typeId(owner, rule), List.of(interaction)));
                } else {
                    long key = ((long) typeId(rule.first(), rule) << 32) | typeId(secondName, rule);
                    List<Interaction> list = pairs.computeIfAbsent(key, k -> new ArrayList<>());
                    for (int r = 0; r < repeat; r++) {
                        list.add(interaction);
                    }
                }
            }
        }
        List<CollisionRule> collisions = new ArrayList<>();
        pairs.forEach((key, list) -> collisions.add(
                new CollisionRule((int) (key >> 32), (int) (key & 0xffffffffL), List.copyOf(list))));
        return new InteractionTables(List.copyOf(collisions), mergeEdges(edges), List.copyOf(timed));
    }

    /** GVGAI matches the pseudo-sprites EOS and TIME in any case (slide writes {@code eos}). */
    private static boolean isEos(String name) {
        return name.equalsIgnoreCase("EOS");
    }

    private static boolean isTime(String name) {
        return name.equalsIgnoreCase("TIME");
    }

    /**
     * GVGAI lists a type once per EOS line and runs all of that type's EOS effects each time it is
     * listed; reproduce that by giving every listing the type's full effect list.
     */
    private static List<EdgeRule> mergeEdges(List<EdgeRule> lines) {
        Map<Integer, List<Interaction>> byType = new LinkedHashMap<>();
        for (EdgeRule line : lines) {
            byType.computeIfAbsent(line.type(), k -> new ArrayList<>()).addAll(line.effects());
        }
        List<EdgeRule> result = new ArrayList<>();
        for (EdgeRule line : lines) {
            result.add(new EdgeRule(line.type(), List.copyOf(byType.get(line.type()))));
        }
        return List.copyOf(result);
    }

    private int typeId(String name, InteractionRule rule) {
        SpriteType t = types.get(name);
        if (t == null) {
            throw new VgdlSyntaxException(rule.position(), "interaction names unknown sprite '" + name + "'");
        }
        return t.id();
    }

    /** GVGAI reads the first of a comma-separated per-player list as an integer. */
    private static int scoreChange(ParamReader p) {
        String v = p.string("scoreChange", "0").split(",")[0].trim();
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new VgdlSyntaxException(p.position(), "scoreChange=" + v + " is not a whole number");
        }
    }
}
