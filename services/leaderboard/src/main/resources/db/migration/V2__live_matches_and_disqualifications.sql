-- Matches in play, from match.requested (the scheduler) and match.heartbeat (the runners): what a match page
-- shows until the match's result is recorded. Facts from Kafka like the rest; nothing here is rated.
create table live_match (
    match_id     varchar(64)  primary key,
    -- Null while only heartbeats have named the match (match.requested not seen yet).
    competition  varchar(64),
    attempt      int          not null default 0,
    -- requested, accepted (a runner took it) or running (the judge is playing it).
    phase        varchar(16)  not null,
    runner_id    varchar(128) not null default '',
    -- From the newest heartbeat of the newest attempt.
    moves        bigint       not null default 0,
    updated_at   timestamptz  not null
);
create index live_match_competition on live_match (competition, updated_at desc);

create table live_match_seat (
    match_id    varchar(64)  not null references live_match (match_id),
    seat        int          not null,
    entry_id    varchar(64)  not null default '',
    version     int          not null default 0,
    entry_name  varchar(200) not null default '',
    -- The running score from the newest heartbeat; null before the judge plays.
    score       double precision,
    primary key (match_id, seat)
);

-- Each state a match passed through, once per attempt: the timeline a match page shows
-- (requested → accepted → running → completed / infrastructure-error …).
create table match_event (
    match_id   varchar(64)  not null,
    attempt    int          not null,
    state      varchar(32)  not null,
    at         timestamptz  not null,
    runner_id  varchar(128) not null default '',
    primary key (match_id, attempt, state)
);

-- The organiser's disqualifications (entry.status): every match of the entry up to this version stops
-- counting, and the entry leaves the ranking until a newer version plays.
create table entry_disqualification (
    entry_id     varchar(64) primary key,
    competition  varchar(64) not null,
    version      int         not null,
    reason       text        not null,
    at           timestamptz not null
);
