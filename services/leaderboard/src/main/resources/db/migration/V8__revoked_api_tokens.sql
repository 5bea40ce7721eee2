-- Personal API tokens the submission service revoked (its account.role fact lists them): the leaderboard
-- verifies a token by its seal, so without this a revoked one would still say whose stderr a viewer may see.
create table revoked_api_token (
    token_id bigint primary key,
    username varchar(64) not null
);
