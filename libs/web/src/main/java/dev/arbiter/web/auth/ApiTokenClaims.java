package dev.arbiter.web.auth;

/**
 * What a personal API token says of itself, sealed by the submission service ({@link ApiTokenSeal}).
 *
 * @param tokenId   the token's id in the submission service: what a revocation names
 * @param accountId the owning account's id
 * @param username  the owning account's name: what the other services know the account by. Its role is not
 *                  here: each service takes it from the account record as the submission service announced it,
 *                  so a demotion applies to tokens already issued.
 */
public record ApiTokenClaims(long tokenId, long accountId, String username) {
}
