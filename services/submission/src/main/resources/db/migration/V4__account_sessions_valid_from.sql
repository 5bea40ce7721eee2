-- From when an account's sessions count: signing out or changing the password sets it to now, so a copied
-- session cookie issued before then is refused here and, through the account.role fact, by every service
-- that reads the cookie. The epoch: no session ended yet.
ALTER TABLE accounts ADD COLUMN sessions_valid_from TIMESTAMPTZ NOT NULL DEFAULT to_timestamp(0);
