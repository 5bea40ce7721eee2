-- Personal API tokens the submission service revoked (its account.role fact lists them): the scheduler verifies
-- a token by its seal, so without this a revoked one would work here until the key changes.
create table revoked_api_token (
    token_id   bigint primary key,
    username   text not null
);
