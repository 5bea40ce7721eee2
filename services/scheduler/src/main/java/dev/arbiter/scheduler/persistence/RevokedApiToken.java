package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A personal API token the submission service revoked (topic account.role): refused here for good. */
@Entity
@Table(name = "revoked_api_token")
public class RevokedApiToken extends PanacheEntityBase {

    @Id
    @Column(name = "token_id")
    public Long tokenId;
    public String username;
}
