-- Accounts' roles as the submission service announces them (account.role): who may act as an organiser
-- when signed in through the platform's shared session. Passwords stay in the submission service.
create table account_role (
    username varchar(64) primary key,
    role varchar(32) not null,
    changed_at timestamptz not null
);
