package dev.arbiter.scheduler.web;

import dev.arbiter.scheduler.service.InvalidRequestException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Tokens that tie an organiser form to the signed-in organiser. Browsers resend basic-auth credentials on
 * their own, so without a token any site could post to these forms on an organiser's behalf; the token is
 * an HMAC of the user name under a key made at startup, which another site cannot read or compute.
 * (Quarkus' CSRF extension does not resolve from our mirror.)
 */
@ApplicationScoped
public class CsrfTokens {

    /** The form field every organiser form carries. */
    public static final String FIELD = "csrf-token";

    private final byte[] key = new byte[32];
    private final SecurityIdentity identity;

    public CsrfTokens(SecurityIdentity identity) {
        new SecureRandom().nextBytes(key);
        this.identity = identity;
    }

    /** The token for the organiser making this request. */
    public String current() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] tag = mac.doFinal(identity.getPrincipal().getName().getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(tag);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is in every Java runtime", e);
        }
    }

    /** Refuses a form whose token is missing or is not this organiser's. */
    public void check(String token) {
        if (token == null || !MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII),
                current().getBytes(StandardCharsets.US_ASCII))) {
            throw new InvalidRequestException("this form is stale or did not come from the organiser pages; reload the page and try again");
        }
    }
}
