-- Validation against a reference player: the organiser's program every new entry must play cleanly against.
alter table competition add column reference_artifact_sha256 varchar(64);
alter table competition add column reference_kind varchar(16);
