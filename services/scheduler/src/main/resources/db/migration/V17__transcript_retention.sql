-- How long a competition keeps its ladder transcripts, and when a match's transcript went past it. Match rows,
-- seats and scores are kept for good; only the transcript blob goes. A new competition takes the installation's
-- defaults (arbiter.scheduler.retention.*); existing ones take the same defaults' shipped values.
alter table competition add column ladder_transcript_days int not null default 14;
alter table competition add column ladder_transcripts_per_entry int not null default 200;
alter table match add column transcript_expired_at timestamptz;
-- The retention pass reads a competition's matches whose transcripts are still kept.
create index match_kept_transcripts on match (competition_id, kind, finished_at)
    where transcript_sha256 is not null and transcript_expired_at is null;
