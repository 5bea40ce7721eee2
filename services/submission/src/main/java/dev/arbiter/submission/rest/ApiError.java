package dev.arbiter.submission.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Every API error answer: a stable code for scripts and a sentence for people. */
@Schema(description = "Why a request was refused")
public record ApiError(
        @Schema(description = "Stable, lower-case code, e.g. too-large, quota-exceeded", examples = "too-large") String error,
        @Schema(description = "What is wrong and what to do about it") String message) {
}
