package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.parse.UnsupportedConstructException;
import dev.arbiter.vgdl.parse.VgdlSyntaxException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Whatever the engine does not implement is refused at load time, naming it, the file and the line. */
class GameLoaderRefusalTest {
    private static String game(String sprites, String interactions, String terminations) {
        return "BasicGame\n"
                + "    SpriteSet\n"
                + "        floor > Immovable\n"
                + sprites
                + "    LevelMapping\n"
                + "        . > floor\n"
                + "    InteractionSet\n"
                + "        avatar wall > stepBack\n"
                + interactions
                + "    TerminationSet\n"
                + "        Timeout limit=10 win=True\n"
                + terminations;
    }

    private static void assertRefused(String text, String kind, String name, int line) {
        assertThatThrownBy(() -> GameLoader.load("g.txt", text))
                .isInstanceOfSatisfying(UnsupportedConstructException.class, e -> {
                    assertThat(e.kind()).isEqualTo(kind);
                    assertThat(e.name()).isEqualTo(name);
                    assertThat(e.getMessage()).contains("g.txt:" + line + ":").contains(name);
                });
    }

    @Test
    void anUnknownSpriteClassIsRefusedByName() {
        assertRefused(game("        ghost > WalkerJumper\n", "", ""), "sprite class", "WalkerJumper", 4);
    }

    @Test
    void anUnknownEffectIsRefusedByName() {
        assertRefused(game("", "        avatar floor > waterPhysics\n", ""), "effect", "waterPhysics", 8);
    }

    @Test
    void anUnknownTerminationIsRefusedByName() {
        assertRefused(game("", "", "        StopCounter stype=avatar win=False\n"), "termination", "StopCounter", 10);
    }

    @Test
    void aParameterNoClassReadsIsRefusedEvenOnASupportedClass() {
        assertRefused(game("        rock > Missile gravity=0.5\n", "", ""), "parameter", "sprite rock (Missile) gravity", 4);
    }

    @Test
    void anUnknownGameParameterIsRefused() {
        String text = game("", "", "").replace("BasicGame", "BasicGame no_players=2");
        assertRefused(text, "game parameter", "no_players=2", 1);
    }

    @Test
    void aSpawnerWithNothingToSpawnIsRefusedButAGroupingParentMayLeaveItToItsChildren() {
        assertThatThrownBy(() -> GameLoader.load("g.txt", game("        nest > SpawnPoint cooldown=3\n", "", "")))
                .isInstanceOf(VgdlSyntaxException.class)
                .hasMessageContaining("g.txt:4:")
                .hasMessageContaining("needs stype");
        GameRules rules = GameLoader.load("g.txt", game(
                "        nest > SpawnPoint cooldown=3\n            redNest > stype=floor\n", "", ""));
        assertThat(rules.typeNamed("redNest").settings().stypeIds).hasSize(1);
    }

    @Test
    void aLevelMappingToAnUndefinedSpriteFailsOnlyWhereALevelPlacesIt() {
        GameRules rules = GameLoader.load("g.txt", game("", "", "").replace(
                "        . > floor\n", "        . > floor\n        x > nosuchsprite\n"));
        Game fine = new Game(rules, LevelText.parse("ok.txt", "wwww\nw.Aw\nwwww\n"), 1, 10, 100);
        assertThat(fine.avatar()).isNotNull();
        assertThatThrownBy(() -> new Game(rules, LevelText.parse("bad.txt", "wwww\nwxAw\nwwww\n"), 1, 10, 100))
                .isInstanceOf(VgdlSyntaxException.class)
                .hasMessageContaining("bad.txt:2:2")
                .hasMessageContaining("'x'");
    }
}
