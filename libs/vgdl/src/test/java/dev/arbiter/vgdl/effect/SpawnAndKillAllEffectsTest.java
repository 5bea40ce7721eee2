package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.load.GameLoader;
import dev.arbiter.vgdl.parse.LevelText;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Effects that act on sprites other than the two colliding ones, on a one-row level. */
class SpawnAndKillAllEffectsTest {
    private static Game play(String interaction, String level) {
        String text = """
                BasicGame
                    SpriteSet
                        post > Immovable
                        rock > Immovable
                        gem > Immovable
                        mark > Immovable
                    LevelMapping
                        p > post rock
                        r > rock
                    InteractionSet
                        %s
                    TerminationSet
                        Timeout limit=100 win=True
                """.formatted(interaction);
        GameRules rules = GameLoader.load("effects.txt", text);
        Game g = new Game(rules, LevelText.parse("effects_lvl0.txt", level), 1, 10, 100);
        g.step(Action.ACTION_NIL);
        return g;
    }

    private static List<Sprite> sprites(Game g, String type) {
        return g.group(g.rules().typeNamed(type).id());
    }

    @Test
    void spawnRightPlacesTheNewSpriteOneCellRightOfTheSecondSprite() {
        Game g = play("post rock > spawnRight stype=mark", "wwwwww\nwAp  w\nwwwwww\n");
        assertThat(sprites(g, "mark")).singleElement()
                .satisfies(m -> assertThat(new int[] {m.x, m.y}).containsExactly(30, 10));
    }

    @Test
    void killAllRemovesEverySpriteOfTheTypeWhereverItIs() {
        Game g = play("post rock > killAll stype=rock", "wwwwww\nwApr rw\nwwwwww\n");
        assertThat(sprites(g, "rock")).isEmpty();
        assertThat(sprites(g, "post")).hasSize(1);
    }

    @Test
    void transformIfCountTransformsOnlyWhileTheCountIsInRange() {
        Game three = play("post rock > transformIfCount stype=gem stypeCount=rock geq=3", "wwwwww\nwApr rw\nwwwwww\n");
        assertThat(sprites(three, "gem")).hasSize(1);
        Game one = play("post rock > transformIfCount stype=gem stypeCount=rock geq=3", "wwwwww\nwAp  w\nwwwwww\n");
        assertThat(sprites(one, "gem")).isEmpty();
        assertThat(sprites(one, "post")).hasSize(1);
    }
}
