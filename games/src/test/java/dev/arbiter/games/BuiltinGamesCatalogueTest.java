package dev.arbiter.games;

import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.BuiltinGameRules;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The scheduler accepts what the catalogue lists and the runners play what this module has: the two must agree. */
class BuiltinGamesCatalogueTest {

    @Test
    void everyCataloguedGameIsPlayableHereUnderItsCatalogueRules() {
        assertThat(BuiltinGames.all().keySet())
                .containsExactlyInAnyOrderElementsOf(BuiltinGameCatalogue.all().stream().map(BuiltinGameRules::name).toList());
        for (BuiltinGameRules rules : BuiltinGameCatalogue.all()) {
            assertThat(BuiltinGames.find(rules.name()).orElseThrow().rules()).isEqualTo(rules);
        }
    }

    @Test
    void onlyTheGameTheJudgeRefereesItselfHasNoProgram() {
        assertThat(BuiltinGames.all().values().stream().filter(g -> !g.hasProgram()).map(BuiltinGame::name))
                .containsExactly("taboo");
    }
}
