/** Versions: optimistic concurrency with {@code @Version} and cell history with {@code @Versions}. */
package org.hbasemapper.it.versions;
