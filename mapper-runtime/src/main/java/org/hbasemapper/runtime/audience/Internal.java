package org.hbasemapper.runtime.audience;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Public only so that generated code and the runtime's other packages can call it: not part of the
 * API, may change in any release, not for applications (as HBase's
 * {@code InterfaceAudience.Private} and Room's {@code RestrictTo}). The build checks that nothing
 * outside the runtime and generated code uses the {@code internal} package.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Internal {}
