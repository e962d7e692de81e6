package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Maps a field to one cell, {@code family:qualifier}. A {@code null} field means no cell: HBase
 * stores no nulls. Every cell repeats its row key, family and qualifier on disk, so short
 * qualifiers save space on large tables.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Column {
  /** The family, declared by a {@link Family} on the type; the table's default family when empty. */
  String family() default "";

  /** The qualifier; the field name when empty. */
  String qualifier() default "";

  /**
   * The qualifiers, in the same family, that this column's cells were stored under before, newest
   * first: a column moving to a new qualifier row by row, for instance after its field was renamed.
   *
   * <pre>{@code
   * // version 1 stored info:nick; version 2 renames the field and reads either cell
   * @Column(family = "info", formerly = "nick") String nickname;
   * }</pre>
   *
   * <ul>
   *   <li><b>Reads</b> (gets, queries, pages, projections, group and asynchronous DAOs) take the value
   *       of the column's own cell when the row has one, else of the first former qualifier the row
   *       has, decoded with the column's codec: the stored encoding must be the same.
   *   <li><b>{@code put}</b> writes the column's own qualifier only; a former cell stays, hidden by it.
   *   <li><b>{@code replace}</b> writes the column's own qualifier and deletes the former ones, so a
   *       replaced row has moved for good; a null field deletes every one of them.
   *   <li><b>Conditions</b> ({@code where(...)}, repository methods) and <b>indexes</b> see the value
   *       either way: the row's own cell, else its former one.
   * </ul>
   *
   * <p>A move ends when every row has been replaced (a {@code query().stream()} into
   * {@code replace}); {@code formerly} can then be dropped. To keep the stored name forever instead,
   * name it: {@code @Column(qualifier = "nick") String nickname}. Only plain columns move this way:
   * not {@code @Counter}, {@code @Version} or {@code @Versions} fields, and never the presence cell
   * (a primitive column with former qualifiers is not chosen as one).
   */
  String[] formerly() default {};
}
