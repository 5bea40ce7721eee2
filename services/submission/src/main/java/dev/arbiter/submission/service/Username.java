package dev.arbiter.submission.service;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.ReportAsSingleViolation;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The rule of a username as typed: surrounding blanks and upper case are allowed, the account takes it stripped and lower-cased. One violation, with one message, whatever part of the rule fails. */
@NotNull
@Pattern(regexp = "\\s*[A-Za-z][A-Za-z0-9_-]{2,31}\\s*")
@ReportAsSingleViolation
@Constraint(validatedBy = {})
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD})
public @interface Username {

    String message() default "A username is 3 to 32 characters: lower-case letters, digits, - and _, starting with a letter.";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
