package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

import java.time.Instant;

/**
 * An account's role, and from when its sessions count, as the submission service last announced them
 * (topic account.role).
 */
@Entity
public class AccountRole extends PanacheEntityBase {

    public static final String ORGANISER = "organiser";

    @Id
    public String username;
    public String role;
    public Instant changedAt;
    /** Sessions issued before this are void: the account signed out or changed its password. */
    public Instant sessionsValidFrom = Instant.EPOCH;

    public static boolean isOrganiser(String username) {
        AccountRole known = findById(username);
        return known != null && ORGANISER.equals(known.role);
    }
}
