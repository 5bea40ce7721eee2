package dev.arbiter.rating.batch;

import java.util.List;

/**
 * A fitted Bradley–Terry ranking, strongest first.
 *
 * @param referenceEntryId the entry whose strength is fixed at 0
 * @param confidenceLevel  of every row's interval
 * @param iterations       Newton steps the fit took
 */
public record BradleyTerryRanking(String referenceEntryId, double confidenceLevel, int iterations,
                                  List<BradleyTerryStrength> rows) {

    public BradleyTerryStrength row(String entryId) {
        return rows.stream().filter(row -> row.entryId().equals(entryId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no entry " + entryId + " in the ranking"));
    }
}
