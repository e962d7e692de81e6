package org.hbasemapper.mapreduce.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit dates of a bulk load, which writes HFiles and so cannot check what a row holds: every
 * row gets the load's time as its last-modified date, and as its created date where the entity
 * carries none, also over a stored row (whose created date the entity must carry to keep it).
 */
@HBaseTest
class BulkAuditDatesTest {
  private static final Instant LOADED = Instant.parse("2026-04-01T12:00:00Z");
  private static final Instant FIRST = Instant.parse("2026-01-01T12:00:00Z");
  private static final Instant IMPORTED = Instant.parse("2019-09-09T09:09:09Z");

  @TempDir
  Path work;

  @Test
  void aLoadStampsItsTimeAndKeepsTheCreatedDatesTheEntitiesCarry(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(SignupMapper.INSTANCE.schema());
    schemas.create(SignupMapper.INSTANCE.schema());
    SignupDao before = new SignupDao(connection, MapperOptions.defaults().withClock(Clock.fixed(FIRST, ZoneOffset.UTC)));
    before.put(new Signup(1, "stored@x", null, null));
    before.put(new Signup(2, "kept@x", null, null));
    Signup stored = before.get(2L).orElseThrow();

    SignupDao dao = new SignupDao(connection, MapperOptions.defaults().withClock(Clock.fixed(LOADED, ZoneOffset.UTC)));
    BulkLoad.of(connection, EntityCells.of(dao)).workDirectory(work).load(List.of(
        new Signup(1, "reloaded@x", null, null),                       // over a stored row, without its date
        new Signup(2, "reloaded@x", stored.created(), stored.modified()), // read first: carries it
        new Signup(3, "new@x", null, Instant.EPOCH),
        new Signup(4, "imported@x", IMPORTED, null)));

    assertThat(dao.get(1L)).as("the load cannot check the row: its time replaces the stored date")
        .contains(new Signup(1, "reloaded@x", LOADED, LOADED));
    assertThat(dao.get(2L)).contains(new Signup(2, "reloaded@x", FIRST, LOADED));
    assertThat(dao.get(3L)).contains(new Signup(3, "new@x", LOADED, LOADED));
    assertThat(dao.get(4L)).contains(new Signup(4, "imported@x", IMPORTED, LOADED));
  }
}
