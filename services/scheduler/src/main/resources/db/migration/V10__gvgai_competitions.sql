-- GVGAI learning-track competitions: the shipped VGDL games every entry plays one learning run on, in schedule
-- order (a match names its game in match.instance). Empty for other protocols.
alter table competition add column gvgai_games jsonb not null default '[]';
-- GVGAI: the seat's validation figures as the runner reported them (protobuf GvgaiRun: victories, mean score and
-- ticks, per level), re-sent with the match's record so the leaderboard can rank it. Null for other protocols.
alter table match_seat add column gvgai_run bytea;
