-- What players wrote outside the protocol (comment lines, stderr) that the judge dropped from a match's transcript,
-- beyond the match's budget for it: carried from the runner's result to the leaderboard's match page.
alter table match add column transcript_dropped_lines bigint;
alter table match add column transcript_dropped_bytes bigint;
