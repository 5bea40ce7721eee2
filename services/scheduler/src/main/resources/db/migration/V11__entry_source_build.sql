-- Source entries (kind 'source'): the runner builds them in the validation match. build_command is the build's
-- argv; once the build succeeds, artifact_sha256 and kind name the built archive and source_sha256 keeps the
-- uploaded sources, so every later match runs what was built and nothing is built twice.
alter table entry add column build_command jsonb not null default '[]';
alter table entry add column source_sha256 varchar(64);
