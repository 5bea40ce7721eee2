-- How many of a seat's moves the game scored (the runner reports it in SeatResult.scored_moves): LMC1's
-- mean score per turn and LMC2's mean per move divide by it. Results recorded before this column have 0,
-- which those rankings read as "nothing scored" and leave out; sums, means and Taboo's totals ignore it.
alter table match_seat add column scored_moves int not null default 0;
