-- A match whose transcript went past its competition's retention (the scheduler's transcript.expired): the row,
-- its seats and scores stay; the page says the transcript expired and what the competition kept.
alter table match_result add column transcript_expired_at timestamptz;
alter table match_result add column transcript_kept text;
