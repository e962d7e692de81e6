package org.hbasemapper.benchmarks;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.benchmarks.model.PlainProfile;
import org.hbasemapper.benchmarks.model.PlainProfileAsyncDao;
import org.hbasemapper.benchmarks.model.PlainProfileDao;
import org.hbasemapper.benchmarks.model.PlainProfileMapper;
import org.hbasemapper.benchmarks.model.Profile;
import org.hbasemapper.benchmarks.model.ProfileAsyncDao;
import org.hbasemapper.benchmarks.model.ProfileDao;
import org.hbasemapper.benchmarks.model.ProfileMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * Only the index-put pairs of {@link EndToEnd}: putAll of 20,000 profiles with one index against the
 * same without, blocking and asynchronous, on a cluster of their own; for measuring the write path of
 * indexes without the whole end-to-end run. {@code --quick} as there.
 */
public final class IndexPutRun {
  private IndexPutRun() {}

  public static void main(String[] args) throws IOException {
    EndToEnd e2e = new EndToEnd(List.of(args).contains("--quick"), false);
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      run(e2e, hbase.connection(), hbase.asyncConnection());
    }
    e2e.ratios().forEach(System.out::println);
  }

  private static void run(EndToEnd e2e, Connection connection, AsyncConnection async) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(ProfileMapper.INSTANCE.schema());
    schemas.createIfMissing(PlainProfileMapper.INSTANCE.schema());
    ProfileDao indexed = new ProfileDao(connection);
    PlainProfileDao plain = new PlainProfileDao(connection);
    List<Profile> writes = new ArrayList<>();
    List<PlainProfile> plainWrites = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      writes.add(new Profile(i, "nick" + (i % 2_000), "city" + i % 50, i % 90));
      plainWrites.add(new PlainProfile(i, "nick" + (i % 2_000), "city" + i % 50, i % 90));
    }
    e2e.pair("e2e.index-put", () -> EndToEnd.time(() -> indexed.putAll(writes)),
        () -> EndToEnd.time(() -> plain.putAll(plainWrites)));
    ProfileAsyncDao indexedAsync = new ProfileAsyncDao(async);
    PlainProfileAsyncDao plainAsync = new PlainProfileAsyncDao(async);
    e2e.pair("e2e.async-index-put", () -> EndToEnd.time(() -> indexedAsync.putAll(writes).join()),
        () -> EndToEnd.time(() -> plainAsync.putAll(plainWrites).join()));
  }
}
