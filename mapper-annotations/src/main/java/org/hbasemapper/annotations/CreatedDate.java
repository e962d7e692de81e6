package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@code java.time.Instant} column: when the row was first written, kept by every later write.
 * A field that holds a value is written as it is (an entity read from the table carries the stored
 * date; an import may carry its own). A null field is filled by the DAO with the time of the write
 * that creates the row, and never overwrites a stored one: {@code putIfAbsent} and a
 * {@code @Version} write of version 0 store it with the row; any other write sends, once the row
 * landed, one {@code checkAndMutate} that stores it only where the row has none. No read, and no
 * other writer's date is ever replaced. {@code replace} keeps a stored created date when the field
 * is null. The DAO does not set the field of the caller's object: read the row back to see it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface CreatedDate {}
