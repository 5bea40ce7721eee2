-- From when each account's sessions count, as the submission service announces it (account.role): the
-- leaderboard reads the platform's session cookie (whose stderr a viewer may see), and a cookie issued
-- before its account's last sign-out or password change must not work here either.
create table account_session (
    username varchar(64) primary key,
    sessions_valid_from timestamptz not null,
    changed_at timestamptz not null
);
