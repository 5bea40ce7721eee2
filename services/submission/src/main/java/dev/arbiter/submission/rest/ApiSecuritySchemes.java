package dev.arbiter.submission.rest;

import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.security.SecuritySchemes;

/** How API callers authenticate, for the OpenAPI document: HTTP basic to create tokens, then bearer tokens. */
@OpenAPIDefinition(info = @Info(title = "Arbiter submission API", version = "1"))
@SecuritySchemes({
        @SecurityScheme(securitySchemeName = "basic", type = SecuritySchemeType.HTTP, scheme = "basic",
                description = "Username and password; only needed to create API tokens"),
        @SecurityScheme(securitySchemeName = "bearer", type = SecuritySchemeType.HTTP, scheme = "bearer",
                description = "A personal API token from POST /api/tokens (starts with arb_)")
})
public class ApiSecuritySchemes extends Application {
}
