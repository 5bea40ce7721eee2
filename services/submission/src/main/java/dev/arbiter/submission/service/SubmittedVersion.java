package dev.arbiter.submission.service;

import java.util.UUID;

/** What an accepted upload became: a version of an entry, in a status. */
public record SubmittedVersion(UUID entryId, int version, String status) {
}
