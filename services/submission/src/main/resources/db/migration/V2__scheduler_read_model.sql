-- The scheduler owns competitions and validation; this service keeps a copy of what it announces
-- (competition.updated, entry.status).
-- Whether the scheduler lists the competition publicly.
ALTER TABLE competitions ADD COLUMN public_listing BOOLEAN NOT NULL DEFAULT TRUE;
-- The version's validation match, linked from the entry page to its public match page (leaderboard).
ALTER TABLE entry_versions ADD COLUMN validation_match_id VARCHAR(64);
-- An organiser's disqualification of the version: the reason contestants see.
ALTER TABLE entry_versions ADD COLUMN disqualified_reason TEXT;
