package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Accepts, knowingly, a change to an entity's stored layout that would leave the rows already stored
 * unreadable or unreachable: for a table that holds no row anywhere yet, or whose rows were copied by
 * a migration. The processor's error for such a change gives the exact annotation to write.
 *
 * <pre>{@code
 * @AcceptLayoutChange(from = "3f2a9c1e", reason = "sale is empty in every environment: created this sprint")
 * @Table(name = "sale", namespace = "shop")
 * public record Sale(...) {}
 * }</pre>
 *
 * <p>{@code from} is the fingerprint of the stored layout the change replaces, so the annotation
 * accepts that one change only: once the baseline holds the new layout (and records the acceptance
 * with its reason), a later breaking change is an error again. The annotation may then be removed.
 * Needs {@code -Ahbasemapper.schemaDir}; see docs/schema-evolution.md.
 */
@Documented
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
@Api
public @interface AcceptLayoutChange {
  /** The fingerprint of the stored layout being replaced, as the compile error gives it. */
  String from();

  /** Why the rows stored under the old layout do not matter; recorded in the baseline. */
  String reason();
}
