-- Each account's role, as the submission service's sealed account.role facts say (the newest fact wins): organisers
-- see unlisted competitions and every build report and play here (libs/web Visibility); nobody else does.
create table account_role (
    username varchar(64) primary key,
    role varchar(32) not null,
    changed_at timestamptz not null
);

-- A GVGAI competition with the organiser's uploaded game (competition.updated's gvgai.private_validation): what
-- entries wrote in its runs (stderr) is for organisers alone until the competition closes.
alter table gvgai_competition add column private_validation boolean not null default false;
