package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.load.GameLoader;
import dev.arbiter.vgdl.parse.LevelText;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GVGAI's rules read a game tick that is 0 during the first step; the engine's rules do too. The
 * engine's own tick limit, a setting of the referee, counts steps.
 */
class GameTickTest {
    private static final String GAME = """
            BasicGame
                SpriteSet
                    portal > SpawnPoint stype=rock cooldown=3
                    rock > Immovable
                LevelMapping
                    p > portal
                InteractionSet
                    avatar wall > stepBack
                TerminationSet
                    Timeout limit=%d win=True
            """;

    private static Game start(int timeout, int maxTicks) {
        GameRules rules = GameLoader.load("tick.txt", GAME.formatted(timeout));
        return new Game(rules, LevelText.parse("tick_lvl0.txt", "wwww\nwpAw\nwwww\n"), 1, 10, maxTicks);
    }

    @Test
    void aSpawnPointWithCooldownThreeSpawnsOnTheFirstStepAndEveryThirdAfter() {
        Game g = start(100, 100);
        int rock = g.rules().typeNamed("rock").id();
        int[] counts = new int[7];
        for (int step = 0; step < counts.length; step++) {
            g.step(Action.ACTION_NIL);
            counts[step] = g.group(rock).size();
        }
        // Singleton-free spawns stack on the portal's cell: steps 1, 4 and 7 (game ticks 0, 3, 6).
        assertThat(counts).containsExactly(1, 1, 1, 2, 2, 2, 3);
    }

    @Test
    void aTimeoutOfNEndsTheLevelAfterNPlusOneSteps() {
        Game g = start(3, 100);
        for (int step = 1; step <= 3; step++) {
            g.step(Action.ACTION_NIL);
            assertThat(g.isEnded()).as("after step " + step).isFalse();
        }
        g.step(Action.ACTION_NIL);
        assertThat(g.isEnded()).isTrue();
        assertThat(g.winner()).isEqualTo(Winner.PLAYER_WINS);
        assertThat(g.tick()).isEqualTo(4);
        assertThat(g.gameTick()).isEqualTo(3);
    }

    @Test
    void theEnginesTickLimitCountsStepsAndLosesTheLevel() {
        Game g = start(1000, 5);
        for (int step = 1; step <= 4; step++) {
            g.step(Action.ACTION_NIL);
        }
        assertThat(g.isEnded()).isFalse();
        g.step(Action.ACTION_NIL);
        assertThat(g.isEnded()).isTrue();
        assertThat(g.winner()).isEqualTo(Winner.PLAYER_LOSES);
        assertThat(g.tick()).isEqualTo(5);
    }
}
