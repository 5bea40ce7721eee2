-- The outbox table takes the platform's one shape (libs/messaging Outbox, also the submission service's):
-- the shared name, a subject, and each message's attempts and last error, for an operator asking why a
-- message is late.
alter table outbox rename to outbox_messages;
alter index outbox_unsent rename to outbox_messages_unsent;
alter table outbox_messages
    add column subject_id bigint,
    add column attempts   integer not null default 0,
    add column last_error text,
    alter column created_at set default now();
