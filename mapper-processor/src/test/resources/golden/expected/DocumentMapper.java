package golden;

import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Document} to table {@code ts:document}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Document}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class DocumentMapper implements EntityMapper<Document, DocumentMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final DocumentMapper INSTANCE = new DocumentMapper();

  private static final String TABLE = "ts:document";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_TITLE = "title".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_OWNER = new KeyComponent<>(TABLE, "Document", "owner", StringKeyCodec.INSTANCE, /* width= */ 8, /* descending= */ false);

  static final KeyComponent<Long> KEY_DOC_ID = new KeyComponent<>(TABLE, "Document", "docId", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_TITLE = StringValueCodec.INSTANCE;

  private static final KeyPrefix PREFIX = KeyPrefix.md5(/* length= */ 4, /* regions= */ 16, /* ofCount= */ 1);

  /**
   * The stored layout of {@link Document}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Document
        key-prefix hash length=4 of=1
        key owner utf8 width=8
        key docId int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:title utf8 field=title
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("ts", "document", "Document")
      .family(FamilySchema.of("d"))
      .keyPart("owner", "String", /* width= */ 8, /* descending= */ false)
      .keyPart("docId", "long", /* width= */ 8, /* descending= */ false)
      .column("d", "title", "title", "String")
      .keyPrefix(PREFIX)
      .layout(LAYOUT)
      .build();

  private DocumentMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Document entity) {
    return new Key(entity.owner(), entity.docId());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedOwner = KEY_OWNER.encode(key.owner());
    byte[] row = new byte[4 + KEY_OWNER.encodedLength(encodedOwner) + KEY_DOC_ID.length(key.docId())];
    int offset = 4;
    offset = KEY_OWNER.writeEncoded(encodedOwner, row, offset);
    offset = KEY_DOC_ID.write(key.docId(), row, offset);
    PREFIX.write(row, 12);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 20, /* exact= */ true, SCHEMA);
    PREFIX.verify(row, 12, TABLE, "Document");
    return new Key(
        KEY_OWNER.read(row, 4, 12),
        KEY_DOC_ID.read(row, 12, 20));
  }

  @Override
  public Put toPut(Document entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String title = entity.title();
    if (title != null) {
      put.addColumn(FAMILY_D, QUALIFIER_TITLE, MapperSupport.encode(CODEC_TITLE, title, SCHEMA, "title"));
    }
    return put;
  }

  @Override
  public @Nullable Document fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String title = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (MapperSupport.isFamily(cell, FAMILY_D)) {
          if (title == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_TITLE)) {
            title = CODEC_TITLE.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Document(
        key.owner(),
        key.docId(),
        title);
  }

  /**
   * The row-key components of {@link Document}, in key order.
   */
  public record Key(String owner, long docId) {
  }
}
