package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A client-managed secondary index on a {@link Column} field: an index table whose row key is the
 * field's order-preserving encoding followed by the data row key, giving the DAO a
 * {@code findBy<Field>(value)}. HBase is atomic per row only, so the index and the data table are
 * written one after the other and reads verify every hit against the data row.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Indexed {
  /** The index name; derived from the field name when empty. */
  String name() default "";
}
