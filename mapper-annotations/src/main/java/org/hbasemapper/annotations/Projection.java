package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A record whose components are a subset of an entity's fields (same names, same types), read with
 * only their columns: {@code dao.query().userId(u).select(SaleLine.class)}. The processor checks it
 * and generates {@code <Record>Projection}. A record returned by a {@link Repository} method is a
 * projection without this annotation; it is needed only for records used with the DAO alone.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Api
public @interface Projection {
  /** The {@code @Table} entity whose fields the record's components name. */
  Class<?> value();
}
