package dev.arbiter.leaderboard.service;

import dev.arbiter.blobstore.BlobNotFoundException;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.IppcRepository.InstanceRow;
import dev.arbiter.leaderboard.persistence.IppcRepository.RddlSet;
import dev.arbiter.rddl.DomainSet;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The domain and instance files of an RDDL competition, as its planners download them: the competition's instances
 * cut from the built-in IPPC set it plays, or from the organiser's uploaded set (its zip in the shared blob store).
 * Only the files the competition's instances need are served.
 */
@ApplicationScoped
public class RddlFiles {

    private final IppcRepository repository;
    private final BlobStore blobs;
    /** Sets by "set:sha256:instances", parsed once: the files of a competition never change. */
    private final Map<String, DomainSet> sets = new ConcurrentHashMap<>();

    public RddlFiles(IppcRepository repository, BlobStore blobs) {
        this.repository = repository;
        this.blobs = blobs;
    }

    /** The competition's files, or empty when it is not an RDDL competition (or its set is not announced yet). */
    public Optional<DomainSet> of(String slug) {
        Optional<RddlSet> set = repository.set(slug);
        if (set.isEmpty()) {
            return Optional.empty();
        }
        List<String> instances = repository.instances(slug).stream().map(InstanceRow::name).toList();
        if (instances.isEmpty()) {
            return Optional.empty();
        }
        String name = set.get().name();
        String sha256 = set.get().filesSha256();
        String key = name + ":" + sha256 + ":" + String.join(",", instances);
        return Optional.of(sets.computeIfAbsent(key, k -> load(name, sha256).restrictedTo(instances)));
    }

    private DomainSet load(String name, String sha256) {
        if (sha256 == null) {
            return DomainSet.builtin(name);
        }
        try (InputStream in = blobs.open(Digest.parse(sha256))) {
            return DomainSet.fromZip(in.readAllBytes());
        } catch (BlobNotFoundException e) {
            throw new IllegalStateException("the RDDL files " + sha256 + " are not in the blob store", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
