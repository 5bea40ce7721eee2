-- The scheduler's own tables: competitions, the entries it has heard of, matches with their
-- timelines and results, official rounds and rerun sets, and the outbox that carries its Kafka messages.

create table competition (
    id                   bigserial primary key,
    slug                 varchar(64)  not null unique,
    title                varchar(200) not null,
    -- Built-in game name, or null for an uploaded game program (game_artifact_sha256).
    game                 varchar(64),
    game_artifact_sha256 varchar(64),
    protocol             varchar(16)  not null,
    seats                int          not null,
    game_options         jsonb        not null default '{}',
    -- Limits; 0 means "the game's default".
    name_deadline_ms     bigint       not null default 0,
    move_deadline_ms     bigint       not null default 0,
    match_deadline_ms    bigint       not null default 0,
    memory_bytes         bigint       not null default 0,
    cpu_seconds          bigint       not null default 0,
    ranking_method       varchar(32)  not null,
    phase                varchar(16)  not null,
    upload_quota_per_day int          not null,
    public_listing       boolean      not null,
    -- How a new entry is validated: 'alone' (one seat; rps plays its built-in bot) or 'self' (against itself).
    validation_mode      varchar(16)  not null,
    instances_per_entry  int          not null,
    ladder_concurrency   int          not null,
    seed                 bigint       not null,
    created_at           timestamptz  not null
);

create table entry (
    id                  bigserial primary key,
    competition_id      bigint       not null references competition (id),
    entry_id            varchar(100) not null,
    version             int          not null,
    contestant          varchar(100) not null,
    name                varchar(200) not null,
    artifact_sha256     varchar(64)  not null,
    kind                varchar(16)  not null,
    command             jsonb        not null default '[]',
    size_bytes          bigint       not null default 0,
    submitted_at        timestamptz,
    status              varchar(24)  not null,
    status_detail       text,
    validation_match_id varchar(64),
    disqualified_reason text,
    -- Kept by the scheduler for ladder matchmaking only; the leaderboard owns the published ratings.
    rating              double precision not null default 1500,
    ladder_matches      int          not null default 0,
    created_at          timestamptz  not null,
    unique (entry_id, version)
);
create index entry_by_competition on entry (competition_id, status);

create table official_round (
    id                 varchar(64) primary key,
    competition_id     bigint      not null references competition (id),
    name               varchar(200) not null,
    format             varchar(16) not null,
    repeats            int         not null,
    swiss_rounds       int         not null,
    current_swiss_round int        not null default 0,
    seed               bigint      not null,
    state              varchar(16) not null,
    created_at         timestamptz not null,
    completed_at       timestamptz,
    published_at       timestamptz
);

create table round_entry (
    round_id varchar(64) not null references official_round (id),
    entry_pk bigint      not null references entry (id),
    primary key (round_id, entry_pk)
);

create table rerun_set (
    id         varchar(64) primary key,
    round_id   varchar(64) not null references official_round (id),
    reason     text        not null,
    state      varchar(16) not null,
    created_at timestamptz not null,
    decided_at timestamptz
);

create table match (
    id                varchar(64) primary key,
    competition_id    bigint      not null references competition (id),
    kind              varchar(16) not null,
    round_id          varchar(64) references official_round (id),
    swiss_round       int,
    rerun_set_id      varchar(64) references rerun_set (id),
    replaces_match_id varchar(64),
    -- Official matches count in their round's standings until a rerun replaces them; reruns once applied.
    in_standings      boolean     not null default false,
    seed              bigint      not null,
    state             varchar(24) not null,
    attempt           int         not null,
    runner_id         varchar(200),
    lease_expires_at  timestamptz,
    created_at        timestamptz not null,
    finished_at       timestamptz,
    status_detail     text,
    moves             bigint,
    duration_ms       bigint,
    transcript_sha256 varchar(64),
    transcript_bytes  bigint,
    result_attempt    int,
    result_runner_id  varchar(200)
);
create index match_by_state on match (state);
create index match_by_competition on match (competition_id, created_at desc);
create index match_by_round on match (round_id);

create table match_seat (
    match_id    varchar(64) not null references match (id),
    seat        int         not null,
    entry_pk    bigint      not null references entry (id),
    name        varchar(200),
    score       double precision,
    scored_moves int,
    verdict     varchar(16),
    detail      text,
    primary key (match_id, seat)
);
create index match_seat_by_entry on match_seat (entry_pk);

-- The status timeline contestants and organisers read: one row per transition, with who and when.
create table match_event (
    id        bigserial primary key,
    match_id  varchar(64)  not null references match (id),
    state     varchar(24)  not null,
    attempt   int          not null,
    runner_id varchar(200),
    detail    text,
    at        timestamptz  not null
);
create index match_event_by_match on match_event (match_id, id);

-- Transactional outbox: a message is written with the change it reports and sent after commit, so a
-- crash between the two loses nothing and a resend is harmless (consumers are idempotent).
create table outbox (
    id          bigserial primary key,
    topic       varchar(64)  not null,
    message_key varchar(200) not null,
    payload     bytea        not null,
    created_at  timestamptz  not null,
    sent_at     timestamptz
);
create index outbox_unsent on outbox (id) where sent_at is null;
