-- The outbox table is now the platform's one shape (libs/messaging Outbox, also the scheduler's): a message
-- need not be about one row, so subject_id may be empty.
ALTER TABLE outbox_messages ALTER COLUMN subject_id DROP NOT NULL;
