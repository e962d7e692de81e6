/**
 * The layout a live table records: written by {@code SchemaManager}, compared with the next build of
 * an entity (compiled at test time, as the next deploy would be), and never applied when it breaks the
 * stored rows.
 */
package org.hbasemapper.it.live;
