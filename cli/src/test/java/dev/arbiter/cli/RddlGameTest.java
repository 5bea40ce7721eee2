package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How {@code --game rddl:…} names a shipped IPPC instance, and what a wrong name is told. */
class RddlGameTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "rddl:sysadmin_inst_mdp__1, sysadmin_inst_mdp__1",
            "rddl:sysadmin_mdp/sysadmin_inst_mdp__1, sysadmin_inst_mdp__1",
            "rddl:sysadmin/sysadmin_inst_pomdp__10, sysadmin_inst_pomdp__10",
            "rddl:game_of_life_mdp/10, game_of_life_inst_mdp__10",
            "rddl:wildfire_pomdp/1, wildfire_inst_pomdp__1"})
    void aDomainAndInstanceNameOneShippedInstance(String game, String instance) {
        assertThat(RddlGame.parse(game)).contains(new RddlGame(instance));
    }

    @Test
    void aGameOfAnotherKindIsNotAnRddlGame() {
        assertThat(RddlGame.parse("roshambo")).isEmpty();
    }

    @Test
    void anUnknownInstanceListsEveryShippedDomainWithItsInstances() {
        assertThatThrownBy(() -> RddlGame.parse("rddl:sysadmin_inst_mdp__2"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("no shipped RDDL instance 'sysadmin_inst_mdp__2'")
                .hasMessageContaining("rddl:<domain>/<instance>")
                .hasMessageContaining("\n  sysadmin_mdp: sysadmin_inst_mdp__1, sysadmin_inst_mdp__10")
                .hasMessageContaining("\n  wildfire_pomdp: wildfire_inst_pomdp__1");
    }

    @Test
    void anUnknownDomainListsTheShippedOnes() {
        assertThatThrownBy(() -> RddlGame.parse("rddl:sokoban/sokoban_inst_mdp__1"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("no shipped RDDL domain 'sokoban'")
                .hasMessageContaining("\n  elevators_mdp: elevators_inst_mdp__1, elevators_inst_mdp__9");
    }

    @Test
    void anInstanceOfAnotherDomainListsTheNamedDomainsInstances() {
        assertThatThrownBy(() -> RddlGame.parse("rddl:game_of_life_mdp/sysadmin_inst_mdp__1"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("no shipped instance 'sysadmin_inst_mdp__1' of domain 'game_of_life_mdp'")
                .hasMessageContaining("game_of_life_mdp: game_of_life_inst_mdp__1, game_of_life_inst_mdp__10")
                .hasMessageNotContaining("sysadmin_mdp:");
    }

    @Test
    void aNumberThatFitsBothTracksIsAmbiguous() {
        assertThatThrownBy(() -> RddlGame.parse("rddl:sysadmin/1"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("'1' is ambiguous: sysadmin_inst_mdp__1, sysadmin_inst_pomdp__1");
    }
}
