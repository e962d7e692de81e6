/**
 * Typed key queries: the staged builders generated per entity extend {@link
 * org.hbasemapper.runtime.query.KeyQuery}; scanning, salted fan-out and paging live here once.
 */
package org.hbasemapper.runtime.query;
