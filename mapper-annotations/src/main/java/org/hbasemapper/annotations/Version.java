package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@code long} field with {@link Column}: optimistic concurrency. The DAO's {@code put} and
 * {@code replace} write only if the stored version still equals the entity's (0: the row must not
 * exist yet), with one atomic {@code checkAndMutate}, and store the version plus one; otherwise they
 * throw {@code StaleEntityException} and write nothing. Two writers that read the same version
 * cannot both win.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Version {}
