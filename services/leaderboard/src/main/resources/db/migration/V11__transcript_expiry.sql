-- Matches whose transcripts went past their competition's retention (the scheduler's transcript.expired), with what
-- the competition kept. A table of its own rather than columns of match_result: the expiry may arrive before the
-- match's result (another topic), and must not be lost then. The result rows, seats and scores stay.
create table transcript_expiry (
    match_id   varchar(64) primary key,
    competition varchar(64) not null,
    kept       text        not null,
    expired_at timestamptz not null
);
