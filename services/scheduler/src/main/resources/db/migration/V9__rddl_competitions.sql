-- RDDL competitions: the domain set every entry plays a session on each instance of. rddl_set names a built-in
-- set of the shipped IPPC files or 'upload' (then rddl_files_sha256 is the set's zip in the blob store);
-- rddl_instances lists the chosen instances in schedule order, each with its domain and files.
alter table competition
    add column rddl_set          varchar(32),
    add column rddl_files_sha256 varchar(64),
    add column rddl_instances    jsonb not null default '[]';
-- Which instance of its game a match plays (RDDL: the instance the planner's session is on); null when the
-- game has no named instances.
alter table match add column instance varchar(200);
-- RDDL: the seat's session as the runner reported it (protobuf RddlSession: instance, each counted round's reward),
-- re-sent with the match's record so the leaderboard can score it (IPPC). Null for other protocols.
alter table match_seat add column rddl_session bytea;
