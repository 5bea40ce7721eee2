package dev.arbiter.web.auth;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;

import java.util.Set;

/**
 * Turns a personal API token whose seal verified ({@link SharedSignIn}) into its owner's identity, unless the
 * submission service announced it revoked. Roles come from what the service knows of the account (the account
 * record as announced), never from the token or the name. Not a bean: each service that reads tokens declares a
 * subclass saying where it keeps revocations and roles.
 */
public abstract class SealedApiTokenIdentityProvider implements IdentityProvider<ApiTokenRequest> {

    /** Whether the submission service announced this token as revoked (blocking: a database read). */
    protected abstract boolean isRevoked(long tokenId);

    /** The account's roles as the submission service announced them; none by default. */
    protected Set<String> rolesOf(String username) {
        return Set.of();
    }

    @Override
    public Class<ApiTokenRequest> getRequestType() {
        return ApiTokenRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(ApiTokenRequest request, AuthenticationRequestContext context) {
        ApiTokenClaims claims = request.claims();
        return context.runBlocking(() -> {
            if (isRevoked(claims.tokenId())) {
                throw new AuthenticationFailedException("the API token was revoked");
            }
            return QuarkusSecurityIdentity.builder()
                    .setPrincipal(new QuarkusPrincipal(claims.username()))
                    .addAttribute(ApiTokenRequest.TOKEN_ID, claims.tokenId())
                    .addRoles(rolesOf(claims.username()))
                    .build();
        });
    }
}
