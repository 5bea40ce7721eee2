-- When each account's role last changed. The account.role fact carries it, so the scheduler keeps the newest
-- fact and a replayed older one (e.g. the startup re-announcement) never undoes a later promotion.
ALTER TABLE accounts ADD COLUMN role_changed_at TIMESTAMPTZ;
UPDATE accounts SET role_changed_at = created_at;
ALTER TABLE accounts ALTER COLUMN role_changed_at SET NOT NULL;
ALTER TABLE accounts ALTER COLUMN role_changed_at SET DEFAULT now();
