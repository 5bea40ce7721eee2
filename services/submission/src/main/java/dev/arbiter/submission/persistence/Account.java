package dev.arbiter.submission.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** A person who signs in: a contestant or an organiser. */
@Entity
@Table(name = "accounts")
public class Account {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String username;

    @Column(nullable = false)
    public String email;

    /** bcrypt hash (Modular Crypt Format). */
    @Column(name = "password_hash", nullable = false)
    public String passwordHash;

    /** {@link dev.arbiter.submission.security.Roles#CONTESTANT} or {@link dev.arbiter.submission.security.Roles#ORGANISER}. */
    @Column(nullable = false)
    public String role;

    /** When {@link #role} was last set; {@code account.role} facts carry it so the newest one wins. */
    @Column(name = "role_changed_at", nullable = false)
    public Instant roleChangedAt = Instant.now();

    /**
     * Sessions issued before this are void (the last sign-out or password change). The other services learn
     * it from the {@code account.role} fact.
     */
    @Column(name = "sessions_valid_from", nullable = false)
    public Instant sessionsValidFrom = Instant.EPOCH;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt = Instant.now();
}
