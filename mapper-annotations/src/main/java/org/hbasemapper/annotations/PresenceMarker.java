package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Every row the entity's mapper writes carries one marker cell, {@code family:qualifier} holding the
 * single byte {@code 0x01}, so that a stored row is known to be there whatever its fields hold.
 *
 * <p>HBase has no atomic "this row does not exist" check: {@code putIfAbsent} tests one cell, and
 * only a cell that every stored row of the entity has can decide. The DAO uses, in this order, the
 * marker, the {@code @Version} cell, or the first column of a primitive type (always written, never
 * empty). An entity with none of the three has no {@code putIfAbsent} (calling it does not compile),
 * and its projections read whole rows, since no single cell tells that a row exists. This annotation
 * is for such an entity, whose columns may all be null or empty:
 *
 * <pre>{@code
 * @Table(name = "vehicle", namespace = "fleet")
 * @Family(name = "p")
 * @PresenceMarker                      // p:_ = 0x01 in every row
 * public record Vehicle(@RowKey String id, @Column(family = "p") String owner, ...) {}
 * }</pre>
 *
 * <p>Rows stored before the marker was added lack it: {@code putIfAbsent} treats them as absent
 * until they are written again (or the cell is added by hand), so add it before rows exist, or
 * rewrite them. Rows written by other programs count as present only if they write the same cell.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface PresenceMarker {
  /**
   * The marker's family: empty for the table's default family, else its only family (an entity
   * with several families and no default family must name one). Not a {@code @DynamicColumns}
   * family, whose qualifiers are map keys.
   */
  String family() default "";

  /** The marker's qualifier; no mapped column of the family may use it. */
  String qualifier() default "_";
}
