-- RDDL competitions (competition.updated's rddl): the domain set every entry plays, the baselines that fix each
-- instance's floor, and each seat's session (match.recorded's SeatResult.rddl): the IPPC normalised score is
-- computed from these (libs/rddl IppcScoring) and can always be recomputed from them.
create table rddl_competition (
    slug            varchar(64)  primary key references competition (slug),
    -- A built-in set of the shipped IPPC files (ippc2011-mdp …) or 'upload'.
    set_name        varchar(32)  not null,
    -- An uploaded set's zip in the blob store, which the download links read.
    files_sha256    varchar(64),
    rounds          int          not null,
    noop_entry_id   varchar(100) not null,
    random_entry_id varchar(100) not null
);

create table rddl_instance (
    competition   varchar(64)  not null references competition (slug),
    position      int          not null,
    name          varchar(200) not null,
    domain        varchar(200) not null,
    domain_file   varchar(200) not null,
    instance_file varchar(200) not null,
    primary key (competition, name)
);

create table rddl_session (
    match_id      varchar(64)        not null,
    seat          int                not null,
    instance      varchar(200)       not null,
    -- Each counted round's reward, in the order played.
    round_rewards double precision[] not null,
    total_reward  double precision   not null,
    rounds        int                not null,
    primary key (match_id, seat),
    foreign key (match_id, seat) references match_seat (match_id, seat)
);
