/** Secondary indexes: lookups, covering indexes, index state and repositories served by an index. */
package org.hbasemapper.it.index;
