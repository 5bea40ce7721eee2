package dev.arbiter.submission.service;

import jakarta.enterprise.context.ApplicationScoped;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One upload at a time per contestant. A second upload that starts while the first is still being
 * received or checked is refused at once (409) rather than queued: two parallel uploads are nearly always
 * a double click or a script retrying too early, and a refusal says so while losing nothing.
 *
 * <p>Per process; behind several replicas the per-day quota, which lives in PostgreSQL, still bounds
 * what a contestant can upload.
 */
@ApplicationScoped
public class UploadGuard {

    private final Map<String, Object> uploading = new ConcurrentHashMap<>();

    /**
     * @return a ticket to hand back to {@link #leave}, or empty when {@code username} already has an
     * upload in progress
     */
    public Optional<Object> tryEnter(String username) {
        Object ticket = new Object();
        return uploading.putIfAbsent(username, ticket) == null ? Optional.of(ticket) : Optional.empty();
    }

    public boolean isUploading(String username) {
        return uploading.containsKey(username);
    }

    /** Frees the slot if {@code ticket} still holds it; a late second release never frees a newer upload's slot. */
    public void leave(String username, Object ticket) {
        uploading.remove(username, ticket);
    }
}
