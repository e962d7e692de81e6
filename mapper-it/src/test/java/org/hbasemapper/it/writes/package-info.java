/**
 * Writes and their failures: the asynchronous DAO's upkeep, refused {@code @Version} writes, interrupted
 * writes, failed batches.
 */
package org.hbasemapper.it.writes;
