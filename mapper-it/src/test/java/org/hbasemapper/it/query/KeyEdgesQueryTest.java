package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.model.Everything;
import org.hbasemapper.it.model.EverythingDao;
import org.hbasemapper.it.model.EverythingMapper;
import org.hbasemapper.it.model.Level;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.key.RowKeys;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Stop rows at 0xFF bytes, descending and signed ranges, MD5-prefixed keys. */
@HBaseTest
class KeyEdgesQueryTest {
  static BlobDao blobs;

  @BeforeAll
  static void load(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(BlobMapper.INSTANCE.schema());
    schemas.createIfMissing(DocumentMapper.INSTANCE.schema());
    schemas.createIfMissing(EverythingMapper.INSTANCE.schema());
    blobs = new BlobDao(connection);
    byte[][] buckets = {{0x01, 0x01}, {0x00, (byte) 0xFF}, {0x01, (byte) 0xFF}, {(byte) 0xFE, (byte) 0xFF},
        {(byte) 0xFF, (byte) 0xFE}, {(byte) 0xFF, (byte) 0xFF}};
    for (byte[] bucket : buckets) {
      for (long id = -2; id <= 2; id++) {
        blobs.put(new Blob(bucket, id, RowBytes.hex(bucket) + "/" + id));
      }
    }
  }

  @Test
  void prefixesEndingInFfStopAtTheRightRow() {
    assertThat(blobs.query().bucket(new byte[] {(byte) 0xFF, (byte) 0xFF}).list())
        .as("an all-0xFF prefix scans to the end of the table")
        .extracting(Blob::note).containsExactly("0xffff/-2", "0xffff/-1", "0xffff/0", "0xffff/1", "0xffff/2");
    assertThat(blobs.query().bucket(new byte[] {0x00, (byte) 0xFF}).list())
        .extracting(Blob::note).containsExactly("0x00ff/-2", "0x00ff/-1", "0x00ff/0", "0x00ff/1", "0x00ff/2");
    assertThat(blobs.query().bucket(new byte[] {(byte) 0xFE, (byte) 0xFF}).idBetween(-1L, 2L).list())
        .extracting(Blob::note).containsExactly("0xfeff/-1", "0xfeff/0", "0xfeff/1");
    assertThat(blobs.query().bucket(new byte[] {(byte) 0xFF, (byte) 0xFF}).reversed().limit(2).list())
        .extracting(Blob::note).containsExactly("0xffff/2", "0xffff/1");
  }

  @Test
  void descendingSignedRangesInJavaOrder(Connection connection) {
    EverythingDao dao = new EverythingDao(connection);
    for (long seq = -3; seq <= 3; seq++) {
      dao.put(org.hbasemapper.it.dao.DaoOperationsTest.sample("signs", seq));
    }
    assertThat(dao.query().tenant("signs").list()).extracting(Everything::sequence)
        .containsExactly(3L, 2L, 1L, 0L, -1L, -2L, -3L);
    assertThat(dao.query().tenant("signs").sequenceBetween(-2L, 2L).list()).extracting(Everything::sequence)
        .containsExactly(1L, 0L, -1L, -2L);
    assertThat(dao.query().tenant("signs").sequenceFrom(1L).list()).extracting(Everything::sequence)
        .containsExactly(3L, 2L, 1L);
    assertThat(dao.query().tenant("signs").sequenceBefore(-1L).list()).extracting(Everything::sequence)
        .containsExactly(-2L, -3L);
    assertThat(dao.query().tenant("signs").sequence(0L).level(Level.HIGH).list()).hasSize(1);
    assertThat(dao.query().tenant("signs").sequence(0L).levelBetween(Level.HIGH, Level.LOW).list())
        .as("enums range by name: HIGH < LOW").hasSize(1);
  }

  @Test
  void md5PrefixedRowsOfOneOwnerStayTogetherInKeyOrder(Connection connection) throws Exception {
    DocumentDao docs = new DocumentDao(connection);
    for (int owner = 0; owner < 20; owner++) {
      for (long doc = 5; doc >= 0; doc--) {
        docs.put(new Document("o" + owner, doc, "t" + doc));
      }
    }
    assertThat(docs.query().owner("o7").list()).extracting(Document::docId).containsExactly(0L, 1L, 2L, 3L, 4L, 5L);
    assertThat(docs.query().owner("o7").docIdBetween(2L, 4L).list()).extracting(Document::docId).containsExactly(2L, 3L);
    assertThat(docs.get("o7", 3L)).isPresent();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getRegions(DocumentMapper.INSTANCE.schema().tableName())).hasSize(16);
    }
    byte[] row = DocumentMapper.INSTANCE.encodeKey(new DocumentMapper.Key("o7", 3L));
    assertThat(row).hasSize(4 + 8 + 8);
    assertThat(DocumentMapper.INSTANCE.decodeKey(row)).isEqualTo(new DocumentMapper.Key("o7", 3L));
  }

  @Test
  void decodeKeyRejectsAKeyWhoseSaltDoesNotMatch() {
    byte[] row = ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key("h001", 5L));
    row[0] = (byte) ((row[0] + 1) % 8);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ReadingMapper.INSTANCE.decodeKey(row))
        .isInstanceOf(org.hbasemapper.runtime.MappingException.class)
        .hasMessageContaining("salt")
        .hasMessageContaining("does not match its components");
  }

  @Test
  void rawKeysRenderAsTheirComponents() {
    byte[] purchase = PurchaseMapper.INSTANCE.encodeKey(
        new PurchaseMapper.Key("u1", java.time.Instant.parse("2024-05-01T10:00:00Z"), "p3"));
    assertThat(RowKeys.describe(PurchaseMapper.INSTANCE, purchase))
        .isEqualTo("userId=u1, time=2024-05-01T10:00:00Z, productId=p3");
    byte[] reading = ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key("h001", 5L));
    assertThat(RowKeys.describe(ReadingMapper.INSTANCE, reading))
        .isEqualTo("salt=" + RowBytes.hex(new byte[] {reading[0]}) + ", hostId=h001, time=5");
  }

  @Test
  void noStreamLeftOpenByList() {
    List<Blob> all = blobs.query().list();
    assertThat(all).hasSize(30);
  }
}
