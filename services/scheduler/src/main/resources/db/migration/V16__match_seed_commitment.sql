-- Seeds derived under the scheduler's secret key (service/MatchSeeds): each seat's seed is kept with its seat, so a
-- re-issue or a rerun hands every program the same one, and each match commits to its seeds before it is played
-- (SHA-256 over the seeds and a secret 32-byte salt, libs/judge SeedCommitment) and reveals salt and seeds later.
-- Matches made before this have none: their requests carry no seat seeds and the judge derives its own.
alter table match add column seed_salt text;
alter table match add column seed_commitment text;
alter table match_seat add column seed bigint;
