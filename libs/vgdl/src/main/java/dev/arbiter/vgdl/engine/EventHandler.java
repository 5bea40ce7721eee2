package dev.arbiter.vgdl.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The event phase of one tick, in GVGAI's order: due TIME rules, then EOS rules, then collision
 * rules pair by pair. Sprite lists are copied when a rule starts, so sprites created by a rule
 * take part in later rules of the same tick but not in the one that made them.
 */
final class EventHandler {
    private final Game game;

    EventHandler(Game game) {
        this.game = game;
    }

    void handle() {
        timeRules();
        edgeRules();
        collisionRules();
    }

    private void timeRules() {
        TimedQueue queue = game.timedQueue();
        TimedQueue.Entry due;
        while ((due = queue.pollDue(game.gameTick())) != null) {
            TimedInteraction rule = due.rule();
            if (rule.typeId() == -1) {
                execute(rule.interaction(), null, null);
            } else {
                for (Sprite s : game.spritesOf(rule.typeId())) {
                    if (!s.killed && !s.disabled) {
                        execute(rule.interaction(), s, null);
                    }
                }
            }
            if (rule.repeating()) {
                queue.insert(new TimedQueue.Entry(rule, game.gameTick() + rule.timer()));
            }
        }
    }

    private void edgeRules() {
        for (EdgeRule rule : game.rules().edgeRules()) {
            for (Interaction effect : rule.effects()) {
                for (Sprite s : game.spritesOf(rule.type())) {
                    if (game.isAtEdge(s) && !s.killed && !s.disabled) {
                        execute(effect, s, null);
                    }
                }
            }
        }
    }

    private void collisionRules() {
        List<Sprite> hits = new ArrayList<>();
        for (CollisionRule rule : game.rules().collisionRules()) {
            for (Interaction effect : rule.effects()) {
                if (game.isShielded(rule.firstType(), rule.secondType(), effect.name())) {
                    continue;
                }
                if (game.countSprites(rule.firstType()) == 0 || game.countSprites(rule.secondType()) == 0) {
                    continue;
                }
                List<Sprite> firsts = game.spritesOf(rule.firstType());
                List<Sprite> seconds = game.spritesOf(rule.secondType());
                for (Sprite s1 : firsts) {
                    hits.clear();
                    for (Sprite s2 : seconds) {
                        if (s1 != s2 && s1.intersects(s2)) {
                            hits.add(s2);
                        }
                    }
                    // Earlier effects may have moved or killed s1: check again per hit.
                    for (Sprite s2 : hits) {
                        if (!s1.killed && s1.intersects(s2)) {
                            execute(effect, s1, s2);
                        }
                    }
                }
            }
        }
    }

    private void execute(Interaction interaction, Sprite first, Sprite second) {
        if (interaction.effect().apply(game, first, second) && interaction.scoreChange() != 0) {
            game.addScore(interaction.scoreChange());
        }
    }
}
