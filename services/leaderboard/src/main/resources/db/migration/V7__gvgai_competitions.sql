-- GVGAI learning-track competitions (competition.updated's gvgai): the games every entry plays a learning run on,
-- in order, and each seat's run (match.recorded's SeatResult.gvgai): the track's Formula-1 points are computed from
-- these (libs/rating GvgaiFormulaOnePoints) and can always be recomputed from them.
create table gvgai_competition (
    slug  varchar(64) primary key references competition (slug),
    games text[]      not null
);

create table gvgai_run (
    match_id       varchar(64)      not null,
    seat           int              not null,
    game           varchar(100)     not null,
    -- Over the run's validation plays: plays won, mean score (a disqualified play scores -1000), mean ticks.
    victories      int              not null,
    mean_score     double precision not null,
    mean_ticks     double precision not null,
    plays          int              not null,
    disqualified   int              not null,
    training_plays int              not null,
    primary key (match_id, seat),
    foreign key (match_id, seat) references match_seat (match_id, seat)
);
