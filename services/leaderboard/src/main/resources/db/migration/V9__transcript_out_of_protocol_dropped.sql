-- What players wrote outside the protocol (comment lines, stderr) that the judge dropped from a match's transcript,
-- beyond the match's budget for it; the match page shows it as an incident.
alter table match_result add column transcript_dropped_lines bigint not null default 0;
alter table match_result add column transcript_dropped_bytes bigint not null default 0;
