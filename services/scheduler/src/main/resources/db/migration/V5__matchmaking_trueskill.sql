-- Ladder matchmaking keeps a TrueSkill belief (mean and deviation) per entry instead of an Elo number:
-- pairing by expected information needs the uncertainty too. The leaderboard owns the published ratings,
-- so the old matchmaking numbers are simply restarted on the new scale.
alter table entry add column rating_deviation double precision not null default 8.333333333333334;
alter table entry alter column rating set default 25;
update entry set rating = 25, rating_deviation = 8.333333333333334;
