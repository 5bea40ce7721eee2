-- The judge's clocks and the LMC dialect a competition plays under, carried to the runners in each match
-- request: 0 (or an empty dialect) means the game's default.
alter table competition
    add column average_window           int    not null default 0,
    add column average_move_limit_ms    bigint not null default 0,
    add column max_consecutive_timeouts int    not null default 0,
    add column game_silence_ms          bigint not null default 0,
    add column dialect                  jsonb  not null default '{}';
