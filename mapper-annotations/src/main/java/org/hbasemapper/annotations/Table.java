package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Maps a class or record to one HBase table; the processor generates {@code <Entity>Mapper} and
 * {@code <Entity>Dao} beside it.
 *
 * <p>HBase indexes nothing but the row key, so design the table around the questions you will
 * ask it: the key ({@link RowKey}) decides what can be read fast; prefer a tall, narrow table (many
 * rows, few columns) to a flat, wide one unless a one-to-many relation must be read or changed
 * atomically with its owner (then use {@link DynamicColumns}).
 *
 * <pre>{@code
 * @Table(name = "user", namespace = "weibo")
 * @Family(name = "info")
 * @Family(name = "fans")
 * public class User { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface Table {

  /** The table name, without namespace. HBase allows {@code [a-zA-Z0-9_.-]}, not starting with '.' or '-'. */
  String name();

  /**
   * The namespace (HBase's "database"); {@code default} when empty. {@code SchemaManager.createIfMissing}
   * creates it when it does not exist.
   */
  String namespace() default "default";

  /**
   * The family of fields that carry no mapping annotation. When empty, such a field is a compile
   * error unless it is {@link Transient}: a silently unmapped field would be silently lost data.
   */
  String defaultFamily() default "";
}
