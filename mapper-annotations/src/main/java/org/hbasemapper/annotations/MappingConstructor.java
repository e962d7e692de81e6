package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * The constructor the generated mapper builds a class entity through, when the class has several.
 * Each parameter is named like a mapped field and has its type; the mapper passes the field's value
 * read from the row (null, {@code 0} or {@code false} when the row has no cell), and writes the fields
 * the constructor does not take through their setters (or directly, when not private).
 *
 * <p>Without this marker the mapper uses the class's only non-private constructor; with several, the
 * one without parameters. A class with several constructors that take parameters and none without is
 * a compile error until one is marked. Records need no marker: they are built through their canonical
 * constructor.
 *
 * <pre>{@code
 * @Table(name = "user") @Family(name = "d")
 * public final class User {
 *   @RowKey private final long id;
 *   @Column(family = "d") private final String name;
 *
 *   @MappingConstructor
 *   public User(long id, String name) { this.id = id; this.name = name; }
 *   public User(long id) { this(id, null); }
 *   public long getId() { return id; }
 *   public String getName() { return name; }
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.CONSTRUCTOR)
@Api
public @interface MappingConstructor {}
