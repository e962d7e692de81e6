/**
 * Typed key queries: the staged builders generated per entity extend {@link
 * org.hbasemapper.runtime.query.KeyQuery}; scanning, salted fan-out and paging live here once.
 */
@NullMarked
package org.hbasemapper.runtime.query;

import org.jspecify.annotations.NullMarked;
