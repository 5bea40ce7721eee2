-- From when an account's sessions count (the submission service's account.role fact carries it): a session
-- cookie issued before the account's last sign-out or password change is refused here too.
alter table account_role add column sessions_valid_from timestamptz not null default to_timestamp(0);
