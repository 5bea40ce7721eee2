package dev.arbiter.web.auth;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A bearer API token whose seal verified; the service's identity provider decides whether it is still live. */
public class ApiTokenRequest extends BaseAuthenticationRequest {

    /** Identity attribute holding the id of the API token that authenticated the request. */
    public static final String TOKEN_ID = "arbiter.api-token-id";

    private final ApiTokenClaims claims;

    public ApiTokenRequest(ApiTokenClaims claims) {
        this.claims = claims;
    }

    public ApiTokenClaims claims() {
        return claims;
    }
}
