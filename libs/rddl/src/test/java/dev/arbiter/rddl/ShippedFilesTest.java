package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rddl.model.Instance;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.model.RddlFile;
import dev.arbiter.rddl.parse.RddlParser;
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
}
