package dev.arbiter.submission.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * What the submission service needs to know about a competition to accept uploads. The scheduler
 * (issue 4) will own competitions; this entity then becomes a read model of its announcements.
 */
@Entity
@Table(name = "competitions")
public class Competition {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String slug;

    @Column(nullable = false)
    public String title;

    /** Whether uploads are accepted. */
    @Column(nullable = false)
    public boolean open;

    /** Uploads one contestant may make in 24 hours; uploads whose validation failed for infrastructure reasons do not count. */
    @Column(name = "uploads_per_day", nullable = false)
    public int uploadsPerDay;

    /** Whether the scheduler lists the competition publicly. */
    @Column(name = "public_listing", nullable = false)
    public boolean publicListing = true;

    /** Largest artefact accepted, in bytes; never above the service-wide limit. */
    @Column(name = "max_upload_bytes", nullable = false)
    public long maxUploadBytes;
}
