package dev.arbiter.submission.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class ApiTokenRepository implements PanacheRepository<ApiToken> {

    /** The live (not revoked) token with this hash, with its account loaded. */
    public Optional<ApiToken> findLiveByHash(String sha256) {
        return find("from ApiToken t join fetch t.account where t.tokenSha256 = ?1 and t.revokedAt is null", sha256)
                .firstResultOptional();
    }

    /** Ids of the account's revoked tokens, oldest first. */
    public List<Long> revokedIdsOf(Account account) {
        return getEntityManager()
                .createQuery("select t.id from ApiToken t where t.account.id = ?1 and t.revokedAt is not null order by t.id", Long.class)
                .setParameter(1, account.id).getResultList();
    }

    public List<ApiToken> listOwnedBy(Account account) {
        return list("account = ?1 order by createdAt desc", account);
    }
}
