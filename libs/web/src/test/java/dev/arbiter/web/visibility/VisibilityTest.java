package dev.arbiter.web.visibility;

import dev.arbiter.web.visibility.Visibility.Viewer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VisibilityTest {

    private static final Viewer ALICE = new Viewer("alice", false);
    private static final Viewer ORGANISER = new Viewer("org", true);

    @Test
    void unlistedCompetitionExistsOnlyForOrganisers() {
        assertThat(Visibility.maySee(false, Viewer.ANONYMOUS)).isFalse();
        assertThat(Visibility.maySee(false, ALICE)).isFalse();
        assertThat(Visibility.maySee(false, ORGANISER)).isTrue();
        assertThat(Visibility.listedFor(false, ALICE)).isFalse();
        assertThat(Visibility.listedFor(true, Viewer.ANONYMOUS)).isTrue();
    }

    @Test
    void buildReportIsForItsOwnerAndOrganisersOnly() {
        assertThat(Visibility.maySeeBuildReport("alice", Viewer.ANONYMOUS)).isFalse();
        assertThat(Visibility.maySeeBuildReport("alice", new Viewer("bob", false))).isFalse();
        assertThat(Visibility.maySeeBuildReport("Alice", ALICE)).isTrue();
        assertThat(Visibility.maySeeBuildReport("alice", ORGANISER)).isTrue();
    }

    @Test
    void privateDataPlayOutputIsWithheldFromItsOwnerUntilPublished() {
        assertThat(Visibility.maySeePlayOutput(true, false, ALICE, true)).isFalse();
        assertThat(Visibility.maySeePlayOutput(true, true, ALICE, true)).isTrue();
        assertThat(Visibility.maySeePlayOutput(true, false, ORGANISER, false)).isTrue();
        assertThat(Visibility.maySeePlayOutput(false, false, ALICE, true)).isTrue();
        assertThat(Visibility.maySeePlayOutput(false, false, Viewer.ANONYMOUS, false)).isFalse();
    }
}
