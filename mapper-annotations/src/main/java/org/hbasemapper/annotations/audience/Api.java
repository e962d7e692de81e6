package org.hbasemapper.annotations.audience;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * The API of hbase-mapper: for applications, stable. Once the project has its first release, semantic
 * versioning applies to it: an incompatible change to an {@code @Api} type or to one of its public or
 * protected members comes only with a new major version. Until then (versions {@code 0.x}) it may still
 * change, and every change shows in review: the build pins the signatures of each module's {@code @Api}
 * types in a committed file ({@code src/test/resources/api/<module>.api}).
 *
 * <p>A member of an {@code @Api} type that carries {@link Internal} or {@link LimitedPrivate} is not API,
 * whatever its visibility (a constructor that only generated code calls, for instance).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Api
public @interface Api {}
