package dev.arbiter.leaderboard.rest;

import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.web.visibility.Visibility;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.NotFoundException;

import java.util.List;

/**
 * Applies libs/web {@link Visibility} to the leaderboard's every page, API answer and feed: a competition the
 * viewer may not see, and each of its entries and matches, answers 404 exactly as one that does not exist, and no
 * list names it. A competition only results have named so far (not yet announced) counts as public.
 */
@ApplicationScoped
public class VisibleCompetitions {

    private final Competitions competitions;
    private final SecurityIdentity identity;

    public VisibleCompetitions(Competitions competitions, SecurityIdentity identity) {
        this.competitions = competitions;
        this.identity = identity;
    }

    public Visibility.Viewer viewer() {
        return Visibility.Viewer.of(identity);
    }

    /** Whether the viewer may see this competition; null (a match not yet tied to one) hides nothing. */
    public boolean maySee(String slug) {
        if (slug == null || slug.isEmpty()) {
            return true;
        }
        return competitions.find(slug).map(c -> Visibility.maySee(c.isPublic(), viewer())).orElse(true);
    }

    /** Throws the same 404 as for a competition that does not exist, when the viewer may not see it. */
    public void require(String slug) {
        if (!maySee(slug)) {
            throw new NotFoundException("no competition " + slug);
        }
    }

    /** The thing itself when the viewer may see its competition, else the same 404 as for one that does not exist. */
    public <T> T require(String slug, T thing, String what) {
        if (!maySee(slug)) {
            throw new NotFoundException("no " + what);
        }
        return thing;
    }

    /**
     * Whose stderr the viewer may read in a match of this competition, by the seat's contestant: their own, unless
     * the competition's plays are on the organiser's private data and it has not closed yet; organisers everyone's.
     */
    public java.util.function.Predicate<String> readsStderr(String slug) {
        Visibility.Viewer viewer = viewer();
        boolean privateData = slug != null && competitions.privateValidation(slug);
        boolean published = privateData && competitions.find(slug).map(c -> "closed".equals(c.phase())).orElse(false);
        return contestant -> Visibility.maySeePlayOutput(privateData, published, viewer, viewer.is(contestant));
    }

    /** The competitions the viewer's lists name, newest announcement first. */
    public List<CompetitionView> listed() {
        Visibility.Viewer viewer = viewer();
        return competitions.listAll().stream().filter(c -> Visibility.listedFor(c.isPublic(), viewer)).toList();
    }
}
