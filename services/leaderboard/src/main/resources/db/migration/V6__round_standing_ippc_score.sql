-- RDDL competitions' official rounds are ranked by the IPPC normalised score (round.published's
-- StandingRow.ippc_score); kept beside the tallies so the round's page shows what the rank stands on.
alter table round_standing add column ippc_score double precision;
