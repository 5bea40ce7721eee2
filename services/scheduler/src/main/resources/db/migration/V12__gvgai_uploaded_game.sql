-- GVGAI: an organiser's uploaded VGDL game (its checked zip of game and level files in the blob store) that the
-- competition plays besides its shipped games; null when it plays shipped games only. Its name is in gvgai_games.
alter table competition add column gvgai_files_sha256 varchar(64);
