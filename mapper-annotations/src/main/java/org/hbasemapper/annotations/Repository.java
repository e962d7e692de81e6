package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A repository interface over one entity: it extends {@code org.hbasemapper.runtime.CrudRepository<E, K>}
 * and declares derived query methods ({@code findByUserIdAndTimeBetween}, {@code countByUserId}, ...).
 * The processor plans each method at compile time (a key-prefix scan, a salted fan-out, an index lookup
 * or a multi-get, with server-side filters for the rest) and generates {@code <Interface>Impl} with a
 * {@code (Connection)} constructor. A method no plan serves without reading the whole table is a compile
 * error unless it is annotated {@link AllowScan}. Default methods are left alone. docs/repositories.md
 * lists the grammar, the plans and the diagnostics.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Api
public @interface Repository {}
