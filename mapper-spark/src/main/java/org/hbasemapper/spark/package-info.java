/**
 * Entity tables as typed Spark Datasets, and Datasets of entities written back:
 * {@link org.hbasemapper.spark.EntityDatasets} is the entry point. A typed query becomes a
 * {@link org.hbasemapper.spark.DatasetRead} (one partition per region per salt bucket of its key
 * ranges, read by executors over connections of their own), whose Dataset's columns are the entity's
 * fields ({@link org.hbasemapper.spark.EntityEncoders}); a {@link org.hbasemapper.spark.DatasetWrite}
 * writes a Dataset through the generated DAO in every partition, or as HFiles with their index and
 * relation rows, bulk loaded. docs/spark.md says what is pushed down and what each path costs.
 */
package org.hbasemapper.spark;
