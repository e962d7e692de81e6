package org.hbasemapper.it.versions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code @Versions}: several versions of one cell, written and read as timestamp -> value. */
@HBaseTest
class VersionsTest {
  static DocumentDao documents;

  @BeforeAll
  static void create(Connection connection) {
    new SchemaManager(connection).createIfMissing(DocumentMapper.INSTANCE.schema());
    documents = new DocumentDao(connection);
  }

  static NavigableMap<Long, String> versions(Object... timestampsAndValues) {
    NavigableMap<Long, String> out = new TreeMap<>();
    for (int i = 0; i < timestampsAndValues.length; i += 2) {
      out.put(((Number) timestampsAndValues[i]).longValue(), (String) timestampsAndValues[i + 1]);
    }
    return out;
  }

  @Test
  void eachEntryIsOneCellVersionAndReadsReturnTheNewestMax(Connection connection) throws Exception {
    documents.put(new Document(1, versions(100, "draft", 200, "review", 300, "final", 400, "final!"), "text"));
    Document read = documents.get(1L).orElseThrow();
    assertThat(read.title()).isEqualTo(versions(200, "review", 300, "final", 400, "final!"));
    assertThat(read.title().lastEntry().getValue()).isEqualTo("final!");
    assertThat(read.body()).isEqualTo("text");
    // the raw layout: four versions of d:title at the entry timestamps
    try (Table table = connection.getTable(DocumentMapper.INSTANCE.schema().tableName())) {
      var cells = table.get(new Get(DocumentMapper.INSTANCE.encodeKey(new DocumentMapper.Key(1)))
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("title")).readAllVersions()).rawCells();
      assertThat(cells).extracting(c -> c.getTimestamp()).containsExactly(400L, 300L, 200L, 100L);
    }
  }

  @Test
  void theFamilyKeepsNoMoreThanItsMaxVersions(Connection connection) throws Exception {
    documents.put(new Document(2, versions(1, "a", 2, "b", 3, "c", 4, "d", 5, "e", 6, "f", 7, "g"), null));
    try (Table table = connection.getTable(DocumentMapper.INSTANCE.schema().tableName())) {
      var cells = table.get(new Get(DocumentMapper.INSTANCE.encodeKey(new DocumentMapper.Key(2)))
          .readVersions(100)).rawCells();
      assertThat(cells).extracting(c -> c.getTimestamp()).containsExactly(7L, 6L, 5L, 4L, 3L);
    }
    assertThat(documents.get(2L).orElseThrow().title()).isEqualTo(versions(5, "e", 6, "f", 7, "g"));
  }

  @Test
  void putAddsVersionsAndReplaceMakesThemExactlyTheMap() {
    documents.put(new Document(3, versions(10, "one", 20, "two"), "b"));
    documents.put(new Document(3, versions(30, "three"), "b"));
    assertThat(documents.get(3L).orElseThrow().title()).isEqualTo(versions(10, "one", 20, "two", 30, "three"));

    // replace drops exactly the versions the map no longer has, and can add older ones back
    documents.replace(new Document(3, versions(5, "zero", 20, "two"), "b"));
    assertThat(documents.get(3L).orElseThrow().title()).isEqualTo(versions(5, "zero", 20, "two"));

    documents.replace(new Document(3, versions(), "b"));
    assertThat(documents.get(3L).orElseThrow().title()).isEmpty();
    assertThat(documents.get(3L).orElseThrow().body()).isEqualTo("b");
  }

  @Test
  void timestampsMayBeUserDefinedVersionNumbers() {
    documents.put(new Document(4, versions(1, "v1", 2, "v2"), null));
    documents.put(new Document(4, versions(3, "v3"), null));
    assertThat(documents.get(4L).orElseThrow().title()).containsExactly(Map.entry(1L, "v1"), Map.entry(2L, "v2"),
        Map.entry(3L, "v3"));
  }

  @Test
  void queriesReadVersionsToo() {
    documents.put(new Document(5, versions(1, "x", 2, "y"), "q"));
    assertThat(documents.query().id(5).first().orElseThrow().title()).isEqualTo(versions(1, "x", 2, "y"));
    assertThat(documents.query().idBetween(5, 6).list()).singleElement()
        .satisfies(d -> assertThat(d.body()).isEqualTo("q"));
  }

  @Test
  void singleValuedColumnsStillReadTheNewestVersion(Connection connection) throws Exception {
    documents.put(new Document(6, versions(), "old"));
    documents.put(new Document(6, versions(), "new"));
    assertThat(documents.get(6L).orElseThrow().body()).isEqualTo("new");
    try (Table table = connection.getTable(DocumentMapper.INSTANCE.schema().tableName())) {
      // a version written behind the newest does not win
      table.put(new Put(DocumentMapper.INSTANCE.encodeKey(new DocumentMapper.Key(6)))
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("body"), 1L, Bytes.toBytes("ancient")));
    }
    assertThat(documents.get(6L).orElseThrow().body()).isEqualTo("new");
  }

  @Test
  void badVersionsAreRejectedBeforeAnyWrite() {
    NavigableMap<Long, String> withNull = new TreeMap<>();
    withNull.put(1L, null);
    assertThatThrownBy(() -> documents.put(new Document(7, withNull, null)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Document.title").hasMessageContaining("null");
    assertThatThrownBy(() -> documents.put(new Document(7, versions(-1, "neg"), null)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Document.title")
        .hasMessageContaining("timestamp -1");
    assertThat(documents.exists(new DocumentMapper.Key(7))).isFalse();
  }
}
