package org.hbasemapper.annotations.audience;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Not API: public only so that generated code and the other packages of the declaring module can call
 * it. Not for applications nor for the project's other modules; it may change or go in any release
 * (HBase's {@code InterfaceAudience.Private}, Room's {@code RestrictTo}). On a member of an {@link Api}
 * type it takes that member out of the API. The build checks that application code never calls the
 * runtime's {@code internal} package, and that the project's other modules use only {@link Api} and
 * {@link LimitedPrivate} elements naming them.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
@Api
public @interface Internal {}
