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

/** The rule of an e-mail address as typed, surrounding blanks allowed (the account keeps it stripped). One violation, with one message, whatever part of the rule fails. */
@NotNull
@Pattern(regexp = "\\s*[^@\\s]+@[^@\\s]+\\.[^@\\s]+\\s*")
@ReportAsSingleViolation
@Constraint(validatedBy = {})
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD})
public @interface EmailAddress {

    String message() default "Please give an e-mail address such as ada@example.org.";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
