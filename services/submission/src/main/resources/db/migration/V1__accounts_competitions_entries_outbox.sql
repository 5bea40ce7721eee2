-- Schema of the submission service. The service owns these tables; other services learn about entries
-- only from the entry.submitted messages (proto/arbiter/v1/entry.proto).

CREATE TABLE accounts (
    id            BIGSERIAL PRIMARY KEY,
    username      VARCHAR(32)  NOT NULL UNIQUE,
    email         VARCHAR(254) NOT NULL,
    -- bcrypt in Modular Crypt Format ($2a$...), never the password itself.
    password_hash VARCHAR(100) NOT NULL,
    role          VARCHAR(16)  NOT NULL CHECK (role IN ('contestant', 'organiser')),
    created_at    TIMESTAMPTZ  NOT NULL DEFAULT now()
);

-- Personal API tokens for scripts. Only a SHA-256 of the token is kept: the token is 256 random bits,
-- so a fast hash is as safe as bcrypt here and lets a request find its token with one indexed lookup.
CREATE TABLE api_tokens (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_sha256 CHAR(64)    NOT NULL UNIQUE,
    label        VARCHAR(64) NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_used_at TIMESTAMPTZ,
    revoked_at   TIMESTAMPTZ
);
CREATE INDEX api_tokens_account ON api_tokens (account_id);

-- The little of a competition this service needs to accept uploads. The scheduler (issue 4) will own
-- competitions and announce them over Kafka; this table then becomes a read model fed by those messages.
CREATE TABLE competitions (
    id               BIGSERIAL PRIMARY KEY,
    slug             VARCHAR(64)  NOT NULL UNIQUE,
    title            VARCHAR(200) NOT NULL,
    open             BOOLEAN      NOT NULL DEFAULT TRUE,
    uploads_per_day  INT          NOT NULL CHECK (uploads_per_day > 0),
    max_upload_bytes BIGINT       NOT NULL CHECK (max_upload_bytes > 0),
    created_at       TIMESTAMPTZ  NOT NULL DEFAULT now()
);

-- An entry is one contestant's named program in one competition; each upload adds a version.
CREATE TABLE entries (
    id             UUID PRIMARY KEY,
    competition_id BIGINT      NOT NULL REFERENCES competitions (id),
    account_id     BIGINT      NOT NULL REFERENCES accounts (id),
    name           VARCHAR(64) NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (competition_id, account_id, name)
);

CREATE TABLE entry_versions (
    id                   BIGSERIAL PRIMARY KEY,
    entry_id             UUID         NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    version              INT          NOT NULL,
    artefact_sha256      CHAR(64)     NOT NULL,
    kind                 VARCHAR(16)  NOT NULL,
    -- JSON array of strings: the command from an archive's manifest (empty for a bare executable).
    command              TEXT         NOT NULL DEFAULT '[]',
    size_bytes           BIGINT       NOT NULL,
    original_filename    VARCHAR(255) NOT NULL,
    note                 VARCHAR(2000),
    status               VARCHAR(24)  NOT NULL,
    -- The timeline: one timestamp per state the contestant sees.
    received_at          TIMESTAMPTZ  NOT NULL,
    stored_at            TIMESTAMPTZ,
    validating_at        TIMESTAMPTZ,
    finished_at          TIMESTAMPTZ,
    -- Filled by the validation match's result (scheduler, issue 4).
    validation_verdict   VARCHAR(32),
    validation_detail    TEXT,
    validation_stderr    TEXT,
    -- False once a validation failed for infrastructure reasons: such uploads never count against quotas.
    counts_against_quota BOOLEAN      NOT NULL DEFAULT TRUE,
    UNIQUE (entry_id, version)
);
CREATE INDEX entry_versions_received ON entry_versions (received_at);

-- Transactional outbox: a message is written in the same transaction as the state it announces and
-- sent to Kafka afterwards by the relay, so a crash between commit and send delays it but loses nothing.
CREATE TABLE outbox_messages (
    id          BIGSERIAL PRIMARY KEY,
    topic       VARCHAR(128) NOT NULL,
    message_key VARCHAR(128) NOT NULL,
    payload     BYTEA        NOT NULL,
    -- What the message is about (for entry.submitted: the entry_versions id), to update it once sent.
    subject_id  BIGINT       NOT NULL,
    created_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    sent_at     TIMESTAMPTZ,
    attempts    INT          NOT NULL DEFAULT 0,
    last_error  TEXT
);
CREATE INDEX outbox_unsent ON outbox_messages (id) WHERE sent_at IS NULL;
