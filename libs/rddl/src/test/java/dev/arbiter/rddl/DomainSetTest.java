package dev.arbiter.rddl;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DomainSetTest {

    private static final String DOMAIN = """
            domain coin_mdp {
              requirements = { reward-deterministic };
              pvariables {
                heads : { state-fluent, bool, default = false };
                flip : { action-fluent, bool, default = false };
              };
              cpfs {
                heads' = if (flip) then Bernoulli(0.5) else heads;
              };
              reward = if (heads) then 1 else 0;
            }
            """;
    private static final String INSTANCE = """
            non-fluents nf_coin_inst_mdp__1 {
              domain = coin_mdp;
            }
            instance coin_inst_mdp__1 {
              domain = coin_mdp;
              non-fluents = nf_coin_inst_mdp__1;
              max-nondef-actions = 1;
              horizon = 5;
              discount = 1.0;
            }
            """;

    @Test
    void builtInSetsHoldTheirTracksInstancesWithDomainAndFiles() {
        DomainSet mdp = DomainSet.builtin("ippc2011-mdp");
        assertThat(mdp.instanceNames()).contains("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1")
                .noneMatch(name -> name.contains("pomdp"));
        DomainSet.InstanceInfo sysadmin = mdp.instance("sysadmin_inst_mdp__1").orElseThrow();
        assertThat(sysadmin.domain()).isEqualTo("sysadmin_mdp");
        assertThat(sysadmin.domainFile()).isEqualTo("sysadmin_mdp.rddl");
        assertThat(sysadmin.instanceFile()).isEqualTo("sysadmin_inst_mdp__1.rddl");
        assertThat(sysadmin.partiallyObserved()).isFalse();
        assertThat(mdp.file("sysadmin_mdp.rddl")).contains(IppcFiles.read("ippc2011/sysadmin_mdp.rddl"));
        assertThat(DomainSet.builtin("ippc2014-pomdp").instances()).allMatch(DomainSet.InstanceInfo::partiallyObserved);
        assertThatThrownBy(() -> DomainSet.builtin("ippc2099")).hasMessageContaining("ippc2011-mdp");
    }

    @Test
    void aSetCutDownKeepsTheChosenInstancesInOrderAndOnlyTheFilesTheyNeed() {
        DomainSet demo = DomainSet.builtin("ippc2011-mdp").restrictedTo(List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1"));
        assertThat(demo.instanceNames()).containsExactly("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1");
        assertThat(demo.files()).containsOnlyKeys("sysadmin_mdp.rddl", "sysadmin_inst_mdp__1.rddl", "game_of_life_mdp.rddl",
                "game_of_life_inst_mdp__1.rddl");
        assertThat(demo.library().problem("sysadmin_inst_mdp__1").domain().name()).isEqualTo("sysadmin_mdp");
        assertThatThrownBy(() -> demo.restrictedTo(List.of("nope"))).hasMessageContaining("no instance 'nope'");
    }

    @Test
    void uploadedFilesRoundTripThroughTheirZipByteForByte() {
        DomainSet set = DomainSet.fromUploads(upload("coin_mdp.rddl", DOMAIN, "coin_inst_mdp__1.rddl", INSTANCE));
        assertThat(set.builtin()).isFalse();
        assertThat(set.instances()).singleElement().satisfies(i -> {
            assertThat(i.name()).isEqualTo("coin_inst_mdp__1");
            assertThat(i.domainFile()).isEqualTo("coin_mdp.rddl");
        });
        byte[] zip = set.toZip();
        assertThat(zip).isEqualTo(DomainSet.fromZip(zip).toZip());
        assertThat(DomainSet.fromUploads(Map.of("all.zip", zip)).files()).isEqualTo(set.files());
    }

    @Test
    void aFileThatDoesNotParseIsRefusedWithFileLineAndColumn() {
        String broken = DOMAIN.replace("heads' = if", "heads' = if if");
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("coin_mdp.rddl", broken, "coin_inst_mdp__1.rddl", INSTANCE)))
                .isInstanceOf(DomainSet.InvalidException.class)
                .hasMessageStartingWith("coin_mdp.rddl:8:");
    }

    @Test
    void refusalsNameTheFileAndWhatIsWrong() {
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("coin_mdp.rddl", DOMAIN)))
                .hasMessageContaining("no instance");
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("coin_inst_mdp__1.rddl", INSTANCE)))
                .hasMessageStartingWith("coin_inst_mdp__1.rddl: ").hasMessageContaining("unknown domain 'coin_mdp'");
        String nonFluents = INSTANCE.substring(0, INSTANCE.indexOf("instance"));
        String instanceOnly = INSTANCE.substring(INSTANCE.indexOf("instance"));
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("coin_mdp.rddl", DOMAIN + nonFluents, "coin_inst_mdp__1.rddl", instanceOnly)))
                .hasMessageStartingWith("coin_inst_mdp__1.rddl: ").hasMessageContaining("RDDL-C05");
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("coin_mdp.rddl", DOMAIN, "again.rddl", DOMAIN + INSTANCE)))
                .hasMessageStartingWith("coin_mdp.rddl: domain 'coin_mdp' is declared again");
        assertThatThrownBy(() -> DomainSet.fromUploads(upload("../evil name.rddl", DOMAIN)))
                .hasMessageContaining("named like");
        assertThatThrownBy(() -> DomainSet.fromUploads(Map.of("x.zip", "not a zip".getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("x.zip");
    }

    private static Map<String, byte[]> upload(String... namesAndTexts) {
        var files = new LinkedHashMap<String, byte[]>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            files.put(namesAndTexts[i], namesAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return files;
    }
}
