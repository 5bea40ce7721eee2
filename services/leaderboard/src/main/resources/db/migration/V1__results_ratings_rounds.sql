-- The leaderboard's own tables. Facts arrive from Kafka (match.recorded, competition.updated,
-- round.published); everything else here is derived from them and can be rebuilt from match_result.

-- A copy of the scheduler's competitions, plus the ladder method this service rates them with.
create table competition (
    slug            varchar(64)  primary key,
    title           varchar(200) not null,
    game            varchar(200) not null default '',
    protocol        varchar(32)  not null default '',
    phase           varchar(16)  not null default 'open',
    public          boolean      not null default true,
    -- The organiser's method as the scheduler sends it (sum, mean, lowest-total, wins, or a ladder method).
    ranking_method  varchar(32)  not null default '',
    seats           int          not null default 2,
    -- elo, glicko2, trueskill (two-seat games) or mean / lowest-total (single-player games).
    ladder_method   varchar(32)  not null,
    -- False while only results have named it (competition.updated not seen yet).
    announced       boolean      not null default false,
    updated_at      timestamptz  not null default now()
);

-- Every entry any result has named, with the newest version seen.
create table entry (
    entry_id        varchar(64)  primary key,
    competition     varchar(64)  not null references competition (slug),
    contestant      varchar(64)  not null,
    name            varchar(200) not null,
    version         int          not null,
    -- When a match of this version was first recorded: "errors since last upload" count from here.
    version_seen_at timestamptz  not null
);
create index entry_competition on entry (competition);

-- One row per match, first message wins: the primary key is what makes consumption idempotent.
-- seq is the order results were applied in; a recomputation replays them in it.
create table match_result (
    seq                  bigint generated always as identity unique,
    match_id             varchar(64)  primary key,
    competition          varchar(64)  not null references competition (slug),
    kind                 varchar(16)  not null,
    round_id             varchar(64),
    rated                boolean      not null,
    -- Whether this result moved ladder ratings (rated, completed, two seats).
    applied              boolean      not null,
    status               varchar(32)  not null,
    status_detail        text         not null default '',
    attempt              int          not null,
    moves                bigint       not null,
    duration_ms          bigint       not null,
    seed                 bigint       not null,
    runner_id            varchar(128) not null default '',
    transcript_sha256    varchar(64),
    transcript_lines     bigint       not null default 0,
    transcript_bytes     bigint       not null default 0,
    transcript_truncated boolean      not null default false,
    replaces_match_id    varchar(64),
    recorded_at          timestamptz  not null
);
create index match_result_competition_applied on match_result (competition, seq) where applied;
create index match_result_round on match_result (round_id) where round_id is not null;

create table match_seat (
    match_id    varchar(64)  not null references match_result (match_id),
    seat        int          not null,
    entry_id    varchar(64)  not null,
    version     int          not null,
    contestant  varchar(64)  not null,
    entry_name  varchar(200) not null,
    -- The name the program announced.
    announced   varchar(200) not null default '',
    score       double precision not null,
    verdict     varchar(16)  not null,
    detail      text         not null default '',
    primary key (match_id, seat)
);
create index match_seat_entry on match_seat (entry_id, match_id);

-- The incremental ladder state per entry. s1..s3 and s_at hold the method's state exactly
-- (elo: rating; glicko2: rating, deviation, volatility, last match; trueskill: mean, deviation).
create table rating (
    competition  varchar(64)      not null references competition (slug),
    entry_id     varchar(64)      not null,
    method       varchar(32)      not null,
    value        double precision not null,
    uncertainty  double precision,
    matches      int              not null,
    s1           double precision not null,
    s2           double precision,
    s3           double precision,
    s_at         timestamptz,
    last_change  double precision not null default 0,
    last_seq     bigint           not null,
    updated_at   timestamptz      not null,
    primary key (competition, entry_id)
);
-- The leaderboard's order: served from memory, but a cold page also comes straight off this index.
create index rating_board on rating (competition, value desc, entry_id);

-- What each applied result did to each seat: the history chart, and the proof a rating update names its result.
create table rating_history (
    entry_id     varchar(64)      not null,
    seq          bigint           not null,
    competition  varchar(64)      not null,
    match_id     varchar(64)      not null,
    value        double precision not null,
    uncertainty  double precision,
    matches      int              not null,
    at           timestamptz      not null,
    primary key (entry_id, seq)
);

-- Official rounds as published by the scheduler, and this service's ranking of them with intervals.
create table official_round (
    round_id      varchar(64)  primary key,
    competition   varchar(64)  not null references competition (slug),
    name          varchar(200) not null,
    seed          bigint       not null,
    method        varchar(32)  not null,
    published_at  timestamptz  not null
);
create index official_round_competition on official_round (competition, published_at desc);

create table round_standing (
    round_id     varchar(64)      not null references official_round (round_id),
    entry_id     varchar(64)      not null,
    version      int              not null,
    contestant   varchar(64)      not null,
    entry_name   varchar(200)     not null,
    -- The scheduler's rank and tallies.
    official_rank int             not null,
    matches      int              not null,
    wins         int              not null,
    draws        int              not null,
    losses       int              not null,
    score_total  double precision not null,
    score_mean   double precision not null,
    -- This service's estimate: Bradley–Terry strength (Elo points) or the score total, with its interval.
    estimate_rank int,
    estimate     double precision,
    ci_lower     double precision,
    ci_upper     double precision,
    primary key (round_id, entry_id)
);
