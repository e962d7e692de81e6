/**
 * Entities in and out of HBase at scale, for loads and exports a row-by-row client loop is too slow
 * for: {@link org.hbasemapper.mapreduce.BulkLoad} writes entities as HFiles (with their secondary
 * index rows and relation inverse entries) and hands them to HBase's bulk loader, from one JVM or as
 * the output of a MapReduce job; entity-typed MapReduce input runs a typed query as the job's scans.
 * {@link org.hbasemapper.mapreduce.EntityCells} is what both write: the rows one entity makes, per table.
 */
package org.hbasemapper.mapreduce;
