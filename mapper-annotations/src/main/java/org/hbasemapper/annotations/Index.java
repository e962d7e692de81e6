package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A composite client-managed secondary index over several columns, left to right, like a
 * composite row key. With {@link #covering()} the index rows also store the entity's columns, so a
 * lookup needs no second read of the data table (the seeds' "store the real data in the index").
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(Indexes.class)
@Api
public @interface Index {
  /** The index name, unique within the entity. */
  String name();

  /** The indexed fields, in key order. */
  String[] columns();

  /** Whether index rows carry a copy of the entity's columns. */
  boolean covering() default false;
}
