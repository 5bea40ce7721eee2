package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.coverage.CoverageReport;
import dev.arbiter.vgdl.coverage.CoverageReport.RandomAgent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same seed and the same actions give the same game, for every shipped game that plays: a
 * property checked on one seed and level per game, spread over the games by name. One run has the rules to itself; two
 * more share one loaded copy of the rules and are stepped in turn, which would expose any
 * per-game state kept in the (shared) rules.
 */
class SeededDeterminismTest {
    private static final int TICKS = 200;
    /** One seed per game, drawn from this list by the game's name, and the level likewise. */
    private static final long[] SEEDS = {3, 1_000_003, 77, 4_242};

    @Test
    void theSameSeedAndActionsGiveTheSameGameInEveryShippedGame() {
        int checked = 0;
        for (String game : playingGames()) {
            long seed = SEEDS[Math.floorMod(game.hashCode(), SEEDS.length)];
            int level = (int) Math.floorMod(seed + game.hashCode(), ShippedGames.levelCount(game));
            List<Long> alone = trace(ShippedGames.rules(game), game, level, seed);

            GameRules shared = ShippedGames.rules(game);
            Game first = ShippedGames.start(shared, game, level, seed);
            Game second = ShippedGames.start(shared, game, level, seed);
            RandomAgent agentA = new RandomAgent(seed);
            RandomAgent agentB = new RandomAgent(seed);
            List<Long> a = new ArrayList<>(List.of(fingerprint(first)));
            List<Long> b = new ArrayList<>(List.of(fingerprint(second)));
            for (int t = 0; t < TICKS && !first.isEnded(); t++) {
                first.step(agentA.act(first));
                if (!second.isEnded()) {
                    second.step(agentB.act(second));
                }
                a.add(fingerprint(first));
                b.add(fingerprint(second));
            }
            String which = game + " level " + level + " seed " + seed;
            assertThat(a).as(which + ", interleaved").isEqualTo(b);
            assertThat(a).as(which + ", alone").isEqualTo(alone);
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(33);
    }

    @Test
    void differentSeedsGiveDifferentGamesWhereTheGameHasChance() {
        // aliens' bombers drop bombs at random, so two seeds part ways within a few hundred ticks.
        GameRules rules = ShippedGames.rules("aliens");
        Game one = CoverageReport.playRandomly(rules, "aliens", 0, 300, 1);
        Game other = CoverageReport.playRandomly(rules, "aliens", 0, 300, 2);
        assertThat(fingerprint(one)).isNotEqualTo(fingerprint(other));
    }

    private static List<String> playingGames() {
        List<String> games = new ArrayList<>();
        for (String game : ShippedGames.names()) {
            try {
                ShippedGames.rules(game);
                games.add(game);
            } catch (RuntimeException refused) {
                // Refused games are listed in the coverage table; here only playing ones count.
            }
        }
        return games;
    }

    private static List<Long> trace(GameRules rules, String game, int level, long seed) {
        Game g = ShippedGames.start(rules, game, level, seed);
        RandomAgent agent = new RandomAgent(seed);
        List<Long> out = new ArrayList<>(List.of(fingerprint(g)));
        for (int t = 0; t < TICKS && !g.isEnded(); t++) {
            g.step(agent.act(g));
            out.add(fingerprint(g));
        }
        return out;
    }

    /** Everything observable after a tick, folded into one number. */
    static long fingerprint(Game g) {
        long h = Double.hashCode(g.score()) * 31L + g.tick();
        h = h * 31 + g.winner().ordinal();
        h = h * 31 + (g.isEnded() ? 1 : 0);
        for (int t = 0; t < g.rules().typeCount(); t++) {
            for (Sprite s : g.group(t)) {
                h = h * 1_000_003 + s.type.id();
                h = h * 31 + s.x;
                h = h * 31 + s.y;
                h = h * 31 + s.orientation.hashCode();
                h = h * 31 + s.healthPoints;
                h = h * 31 + (s.disabled ? 1 : 0);
                h = h * 31 + (s.resources == null ? 0 : Arrays.hashCode(s.resources));
            }
        }
        return h;
    }
}
