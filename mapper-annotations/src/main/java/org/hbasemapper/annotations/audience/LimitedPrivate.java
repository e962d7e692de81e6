package org.hbasemapper.annotations.audience;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Not API: for the modules of this project that {@link #value()} names (by artifact id), besides
 * generated code and the declaring module. Not for applications; it may change in any release, with
 * the named modules changed in the same commit (HBase's {@code InterfaceAudience.LimitedPrivate}).
 * Each named module's build fails when it uses an element of another module that is neither
 * {@link Api} nor {@code @LimitedPrivate} naming it.
 *
 * <pre>{@code
 * @LimitedPrivate("mapper-mapreduce")
 * public final class QueryPlan<E> { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
@Api
public @interface LimitedPrivate {
  /** The artifact ids of the modules that may use the element, e.g. {@code "mapper-mapreduce"}. */
  String[] value();
}
