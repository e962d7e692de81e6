/**
 * Hooks for watching what the DAOs do: an {@link org.hbasemapper.runtime.observe.OperationListener}
 * set in {@link org.hbasemapper.runtime.MapperOptions} hears of every DAO operation, with its table,
 * outcome and what it cost in rows, salt buckets and index or relation repairs. The runtime depends on
 * no metrics or tracing library; {@code mapper-micrometer} and {@code mapper-opentelemetry} hold
 * listeners for those. A leaf package: it depends on nothing else of the runtime but the
 * {@code @Internal} marker of {@link org.hbasemapper.runtime.observe.Observer}, where the runtime's
 * operations start.
 */
@NullMarked
package org.hbasemapper.runtime.observe;

import org.jspecify.annotations.NullMarked;
