package org.hbasemapper.benchmarks;

import java.util.List;
import java.util.Locale;
import org.hbasemapper.benchmarks.model.BenchStock;
import org.hbasemapper.benchmarks.model.PlainOrderHeader;
import org.hbasemapper.benchmarks.model.PlainOrderLine;
import org.hbasemapper.benchmarks.model.PlainProfile;
import org.hbasemapper.benchmarks.model.PlainSale;
import org.hbasemapper.benchmarks.model.Purchase;
import org.hbasemapper.benchmarks.model.Sale;
import org.hbasemapper.benchmarks.model.SaltedSale;
import org.hbasemapper.benchmarks.model.User;
import org.hbasemapper.dynamic.RuntimeMappers;

/**
 * What building a runtime mapper costs, once per entity class: the first in a fresh JVM (which also loads
 * byte-buddy and the runtime's classes), then each further entity. Wall time of {@link RuntimeMappers#of},
 * printed per entity; not a JMH benchmark, since a mapper is built once and then cached.
 */
public final class RuntimeMapperBuildRun {
  private RuntimeMapperBuildRun() {}

  public static void main(String[] args) {
    List<Class<?>> entities = List.of(Sale.class, User.class, Purchase.class, SaltedSale.class, PlainSale.class,
        PlainProfile.class, PlainOrderHeader.class, PlainOrderLine.class, BenchStock.class);
    long total = 0;
    for (Class<?> entity : entities) {
      long start = System.nanoTime();
      RuntimeMappers.of(entity);
      long took = System.nanoTime() - start;
      total += took;
      System.out.printf(Locale.ROOT, "%-18s %8.1f ms%n", entity.getSimpleName(), took / 1e6);
    }
    System.out.printf(Locale.ROOT, "%-18s %8.1f ms%n", "all " + entities.size(), total / 1e6);
  }
}
