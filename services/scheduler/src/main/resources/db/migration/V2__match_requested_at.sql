-- When a match was last issued (re-issues move it), so queue lag measures waiting for a runner,
-- not the age of a match that has been retried.
alter table match add column requested_at timestamptz;
update match set requested_at = created_at;
create index match_waiting on match (requested_at) where state = 'REQUESTED';
