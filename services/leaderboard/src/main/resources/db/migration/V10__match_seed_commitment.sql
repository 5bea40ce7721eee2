-- A match's commitment to its seeds (match.requested seed_commitment), shown on its page before it is played, and
-- the reveal that opens it (match.recorded seed_opening), once the scheduler lets the seeds be shown.
alter table live_match add column seed_commitment text;
alter table match_result add column seed_commitment text;
alter table match_result add column seed_opening text;
