package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rddl.model.Instance;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.model.RddlFile;
import dev.arbiter.rddl.parse.RddlParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShippedFilesTest {

    @Test
    void everyShippedRddlFileParsesIntoAtLeastOneBlock() {
        List<String> paths = IppcFiles.paths();
        assertThat(paths).hasSize(56);
        for (String path : paths) {
            RddlFile file = RddlParser.parse(path, IppcFiles.read(path));
            int blocks = file.domains().size() + file.nonFluents().size() + file.instances().size();
            assertThat(blocks).as(path).isPositive();
            if (path.contains("_inst_")) {
                assertThat(file.instances()).as(path).hasSize(1);
            } else {
                assertThat(file.domains()).as(path).hasSize(1);
            }
        }
    }

    @Test
    void everyInstanceResolvesToItsDomainWithTheIndexedHorizonAndConcurrency() {
        RddlLibrary library = IppcFiles.library();
        assertThat(library.instanceNames()).hasSize(32);
        for (Instance i : library.instances()) {
            Problem p = library.problem(i.name());
            assertThat(p.instance().horizon()).isEqualTo(40);
            assertThat(p.instance().discount()).isEqualTo(1.0);
            assertThat(p.domain().partiallyObserved()).as(i.name()).isEqualTo(i.name().contains("pomdp"));
        }
        assertThat(library.problem("traffic_inst_mdp__10").instance().maxNondefActions()).isEqualTo(4);
        assertThat(library.problem("elevators_inst_mdp__9").instance().maxNondefActions()).isEqualTo(2);
        assertThat(library.problem("sysadmin_inst_mdp__1").instance().maxNondefActions()).isEqualTo(1);
    }

    @Test
    void theLicenceNoticeShipsBesideTheFiles() {
        assertThat(IppcFiles.read("NOTICE")).contains("GPL-3.0-or-later");
        assertThat(IppcFiles.read("README.md")).contains("ssanner/rddlsim").contains("Licence");
    }

    /**
     * The set is 60 files (56 RDDL files, the two IPPC 2014 problem lists, README.md and INDEX.tsv), all shipped
     * with the NOTICE and nothing else: a file added without an index row would escape every test above.
     */
    @Test
    void theShippedDirectoryHoldsTheSixtyFilesOfTheSetAndItsNoticeAndNothingElse() throws Exception {
        Path root = Path.of(IppcFiles.class.getResource("/dev/arbiter/rddl/ippc/").toURI());
        List<String> onDisk;
        try (var files = Files.walk(root)) {
            onDisk = files.filter(Files::isRegularFile).map(f -> root.relativize(f).toString().replace('\\', '/')).sorted().toList();
        }
        var expected = new java.util.ArrayList<>(IppcFiles.paths());
        expected.addAll(List.of("INDEX.tsv", "README.md", "ippc2014/mdp_instance_list.txt", "ippc2014/pomdp_instance_list.txt"));

        assertThat(expected).hasSize(60);
        expected.add("NOTICE");
        assertThat(onDisk).containsExactlyInAnyOrderElementsOf(expected);
        // The lists name the 2014 competition's 80 + 80 problems, the shipped 2014 instances among them.
        assertThat(IppcFiles.read("ippc2014/mdp_instance_list.txt").lines()).hasSize(80)
                .contains("wildfire_inst_mdp__1", "academic_advising_inst_mdp__1");
        assertThat(IppcFiles.read("ippc2014/pomdp_instance_list.txt").lines()).hasSize(80).contains("tamarisk_inst_pomdp__1");
    }
}
