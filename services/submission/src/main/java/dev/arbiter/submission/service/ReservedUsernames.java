package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Names nobody may register: the configured list and the bootstrap organiser's name. A contestant who held
 * the organiser's name would be taken for the organiser by people, and by any service that (wrongly) still
 * trusted names; the bootstrap would also find the name taken and create no organiser at all.
 */
@ApplicationScoped
public class ReservedUsernames {

    private final Set<String> reserved;

    public ReservedUsernames(SubmissionConfig config) {
        this.reserved = Stream.concat(config.reservedUsernames().stream(), config.bootstrapOrganiser().username().stream())
                .map(name -> name.strip().toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
    }

    public boolean contains(String username) {
        return username != null && reserved.contains(username.strip().toLowerCase(Locale.ROOT));
    }
}
