package dev.arbiter.submission.service;

import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.persistence.CompetitionRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/**
 * Keeps this service's copy of the scheduler's competitions (competition.updated): uploads are accepted
 * while a competition is in phase {@code open}, up to its daily quota. Applying the same announcement twice
 * changes nothing; the newest one wins because Kafka keeps one competition's messages in order (key = slug).
 */
@ApplicationScoped
public class CompetitionCopies {

    /** The quota when the scheduler announces none (it always does today). */
    static final int DEFAULT_UPLOADS_PER_DAY = 10;

    private final CompetitionRepository competitions;
    private final long maxUploadBytes;

    public CompetitionCopies(CompetitionRepository competitions, SubmissionConfig config) {
        this.competitions = competitions;
        this.maxUploadBytes = config.maxUploadBytes();
    }

    @Transactional
    public void updated(CompetitionUpdated message) {
        if (message.getSlug().isBlank()) {
            throw new IllegalArgumentException("competition.updated without a slug");
        }
        Competition competition = competitions.findBySlug(message.getSlug()).orElseGet(() -> {
            Competition created = new Competition();
            created.slug = message.getSlug();
            created.maxUploadBytes = maxUploadBytes;
            return created;
        });
        competition.title = message.getTitle().isBlank() ? message.getSlug() : message.getTitle();
        competition.open = "open".equals(message.getPhase());
        competition.uploadsPerDay = message.getUploadQuotaPerDay() > 0 ? message.getUploadQuotaPerDay() : DEFAULT_UPLOADS_PER_DAY;
        competition.publicListing = message.getPublic();
        if (competition.id == null) {
            competitions.persist(competition);
        }
    }
}
