package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.persistence.CompetitionRepository;
import dev.arbiter.submission.security.Roles;
import dev.arbiter.web.visibility.Visibility;
import dev.arbiter.submission.persistence.Entry;
import dev.arbiter.submission.persistence.EntryRepository;
import dev.arbiter.submission.persistence.EntryVersionRepository;
import dev.arbiter.submission.security.Roles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Reads entries for pages and the API, applying who may see what: the owner, and organisers. */
@ApplicationScoped
public class EntryQueries {

    private final EntryRepository entries;
    private final EntryVersionRepository versions;
    private final CompetitionRepository competitions;

    public EntryQueries(EntryRepository entries, EntryVersionRepository versions, CompetitionRepository competitions) {
        this.entries = entries;
        this.versions = versions;
        this.competitions = competitions;
    }

    /**
     * The entry if {@code viewer} may see it. Someone else's entry is reported as absent, not forbidden,
     * so ids cannot be probed for existence.
     */
    @Transactional
    public Optional<EntryView> visibleTo(UUID id, Account viewer) {
        Entry entry = entries.findById(id);
        if (entry == null || !(entry.owner.id.equals(viewer.id) || Roles.ORGANISER.equals(viewer.role))) {
            return Optional.empty();
        }
        return Optional.of(view(entry));
    }

    /** The viewer's own entries in a competition, newest first; empty when the competition does not exist. */
    @Transactional
    public List<EntryView> ownedBy(String competitionSlug, Account owner) {
        return competitions.findBySlug(competitionSlug)
                .map(c -> entries.listOwnedBy(c, owner).stream().map(this::view).toList())
                .orElse(List.of());
    }

    /** The viewer's own entries in every competition, by competition and newest first within one. */
    @Transactional
    public List<EntryView> ownedBy(Account owner) {
        return entries.listOwnedBy(owner).stream().map(this::view).toList();
    }

    private EntryView view(Entry entry) {
        return EntryView.of(entry, versions.listOf(entry));
    }

    /** The competition when the viewer may see it (libs/web Visibility); empty as for one that does not exist. */
    @Transactional
    public Optional<Competition> competition(String slug, Optional<Account> viewer) {
        return competitions.findBySlug(slug).filter(c -> Visibility.maySee(c.publicListing, viewerOf(viewer)));
    }

    /** The competitions the viewer's upload list names. */
    @Transactional
    public List<Competition> competitions(Optional<Account> viewer) {
        Visibility.Viewer who = viewerOf(viewer);
        return competitions.listAllBySlug().stream().filter(c -> Visibility.listedFor(c.publicListing, who)).toList();
    }

    /** Who an account is to libs/web Visibility: its name, and whether this service's records make it an organiser. */
    public static Visibility.Viewer viewerOf(Optional<Account> account) {
        return account.map(a -> new Visibility.Viewer(a.username, Roles.ORGANISER.equals(a.role)))
                .orElse(Visibility.Viewer.ANONYMOUS);
    }

    /** Opens or closes a competition for uploads (organisers; the scheduler takes this over in issue 4). */
    @Transactional
    public Optional<Competition> setOpen(String slug, boolean open) {
        return competitions.findBySlug(slug).map(c -> {
            c.open = open;
            return c;
        });
    }
}
