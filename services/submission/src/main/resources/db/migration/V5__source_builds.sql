-- Source uploads (kind 'source'), which a runner builds before they play. build_command and language are what
-- the upload check decided (libs/archive SourceRecipe); the rest is the runner's build report, shown on the entry
-- page to its owner: when the build ended, its first error line, the head of its log, how long it took, and the
-- built archive that matches run.
ALTER TABLE entry_versions ADD COLUMN build_command TEXT NOT NULL DEFAULT '[]';
ALTER TABLE entry_versions ADD COLUMN language VARCHAR(16);
ALTER TABLE entry_versions ADD COLUMN built_at TIMESTAMPTZ;
ALTER TABLE entry_versions ADD COLUMN built_sha256 CHAR(64);
ALTER TABLE entry_versions ADD COLUMN build_error TEXT;
ALTER TABLE entry_versions ADD COLUMN build_log TEXT;
ALTER TABLE entry_versions ADD COLUMN build_log_truncated BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE entry_versions ADD COLUMN build_duration_ms BIGINT;
-- Any validation result: the ./arbiter match command that replays the validation match at home (the scheduler's).
ALTER TABLE entry_versions ADD COLUMN reproduce_command TEXT;
