package dev.arbiter.submission.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A bearer token presented in an {@code Authorization} header. */
public class ApiTokenAuthenticationRequest extends BaseAuthenticationRequest {

    private final String token;

    public ApiTokenAuthenticationRequest(String token) {
        this.token = token;
    }

    public String token() {
        return token;
    }
}
