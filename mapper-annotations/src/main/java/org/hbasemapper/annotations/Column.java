package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Maps a field to one cell, {@code family:qualifier}. A {@code null} field means no cell: HBase
 * stores no nulls. Every cell repeats its row key, family and qualifier on disk, so short
 * qualifiers save space on large tables.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Column {
  /** The family, declared by a {@link Family} on the type; the table's default family when empty. */
  String family() default "";

  /** The qualifier; the field name when empty. */
  String qualifier() default "";
}
