package org.hbasemapper.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stands, in mapper-dynamic's tests, for an entity annotation added to {@code org.hbasemapper.annotations}
 * after runtime mappers were written: they must refuse it by name rather than map the entity without it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Unforeseen {}
