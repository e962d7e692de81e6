package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@link DynamicColumns} map: its keys are row keys of {@link #target()}. With an
 * {@link #inverse()}, writes keep the target's dynamic family pointing back in step (shop
 * {@code item:<i>} and item {@code shop:<s>}). HBase is atomic per row only: the two sides are
 * written one after the other.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Relation {
  /** The entity whose row keys the map's keys are. */
  Class<?> target();

  /** The name of the target's {@link DynamicColumns} field that points back; empty for none. */
  String inverse() default "";
}
