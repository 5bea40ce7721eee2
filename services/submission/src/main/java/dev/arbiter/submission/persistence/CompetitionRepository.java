package dev.arbiter.submission.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class CompetitionRepository implements PanacheRepository<Competition> {

    public Optional<Competition> findBySlug(String slug) {
        return find("slug", slug).firstResultOptional();
    }

    public List<Competition> listAllBySlug() {
        return list("order by slug");
    }
}
