/** Rows stored by an older version of an entity, read and moved by the current one. */
package org.hbasemapper.it.evolution;
