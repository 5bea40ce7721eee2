package dev.arbiter.submission.service;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.ReportAsSingleViolation;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The rule of a new password: at least {@value AccountService#MIN_PASSWORD_LENGTH} characters, and at most 72,
 * since bcrypt ignores everything after 72 bytes and refusing is clearer than silently truncating.
 */
@NotNull
@Size(min = AccountService.MIN_PASSWORD_LENGTH, max = 72)
@ReportAsSingleViolation
@Constraint(validatedBy = {})
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD})
public @interface Password {

    String message() default "A password has at least " + AccountService.MIN_PASSWORD_LENGTH + " and at most 72 characters.";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
