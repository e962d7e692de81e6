package org.hbasemapper.spark.write;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.spark.Spark;

/** Entities, Datasets of them and fresh tables, for the write tests. */
final class Fixtures {
  /**
   * Sales of the main write tests: 5,000 in every build (partitions, batches, regions and index rows
   * are the same at any size), more with {@code -Dhbasemapper.test.spark-write-rows=N}.
   */
  static final int ROWS = Integer.getInteger("hbasemapper.test.spark-write-rows", 5_000);

  private Fixtures() {}

  /** {@code rows} in {@code partitions} partitions as Spark slices a list: in order, in equal parts. */
  static <T> Dataset<T> dataset(List<T> rows, int partitions, Class<T> type) {
    JavaSparkContext spark = JavaSparkContext.fromSparkContext(Spark.session().sparkContext());
    return Spark.session().createDataset(spark.parallelize(rows, partitions).rdd(), Encoders.javaSerialization(type));
  }

  /** {@code n} sales of 5,000 users, 97 products, in an order unrelated to their keys. */
  static List<Sale> sales(int n, long seed) {
    List<Sale> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new Sale("u" + (i % 5_000), 1_700_000_000_000L + i, "p-" + (i % 97), (long) i));
    }
    Collections.shuffle(out, new Random(seed));
    return out;
  }

  /** Drops and creates the tables of {@code schemas} (index tables included), as {@code options} map them. */
  static void fresh(Connection connection, MapperOptions options, TableSchema... schemas) {
    SchemaManager manager = new SchemaManager(connection, options);
    for (TableSchema schema : schemas) {
      manager.drop(schema);
      manager.create(schema);
    }
  }
}
