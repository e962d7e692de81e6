package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * A superclass (abstract or not) whose fields are mapped into every {@link Table} entity extending
 * it, as if each entity declared them, before its own fields: a base class with the row key, the
 * {@link Version} and the audit dates ({@link CreatedDate}, {@link LastModifiedDate}) shared by many
 * entities. Its fields follow the entity's rules: each carries a mapping annotation (or goes to the
 * entity's {@code defaultFamily}), names a family the entity declares, and is read and written
 * through an accessible field, a getter and setter, or the entity's constructor. A chain of mapped
 * superclasses maps the fields of each. The type's own annotations ({@link Family}, {@link Index},
 * ...) are not inherited: each entity declares its table.
 *
 * <p>A superclass without this marker whose fields carry mapping annotations is a compile error on
 * the entity, so that no annotated field is ever silently left out.
 *
 * <pre>{@code
 * @MappedSuperclass
 * public abstract class Audited {
 *   @Column(family = "d") @Version long version;
 *   @Column(family = "d") @CreatedDate Instant created;
 *   @Column(family = "d") @LastModifiedDate Instant modified;
 * }
 *
 * @Table(name = "note") @Family(name = "d")
 * public class Note extends Audited {
 *   @RowKey long id;
 *   @Column(family = "d") String text;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface MappedSuperclass {}
