/**
 * Client-managed secondary indexes: {@link org.hbasemapper.runtime.IndexSchema} (an index
 * table per index), {@link org.hbasemapper.runtime.index.IndexQuery} (lookups verified against the
 * data table), {@link org.hbasemapper.runtime.index.IndexAdmin} (rebuild and verify).
 */
@NullMarked
package org.hbasemapper.runtime.index;

import org.jspecify.annotations.NullMarked;
