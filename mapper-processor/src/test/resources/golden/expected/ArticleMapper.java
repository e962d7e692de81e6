package golden;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Article} to table {@code ver:article}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Article}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ArticleMapper implements EntityMapper<Article, ArticleMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final ArticleMapper INSTANCE = new ArticleMapper();

  private static final String TABLE = "ver:article";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_TITLE = "title".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_BODY = "body".getBytes(StandardCharsets.UTF_8);

  private static final byte[] PRESENCE_MARKER = "_".getBytes(StandardCharsets.UTF_8);

  /**
   * The marker cell's value: never empty, which HBase's absence check would take for no cell.
   */
  private static final byte[] PRESENCE_MARKER_VALUE = {1};

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Article", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_TITLE = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_BODY = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Article}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Article
        key id int64
        family d versions=5 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:title utf8 field=title role=versions
        cell d:body utf8 field=body
        presence d:_ marker
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("ver", "article", "Article")
      .family(FamilySchema.of("d").maxVersions(5))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .versioned("d", "title", "title", "NavigableMap<Long, String>", 3)
      .column("d", "body", "body", "String")
      .presenceMarker("d", "_")
      .layout(LAYOUT)
      .build();

  private ArticleMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Article entity) {
    return new Key(entity.id());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] row = new byte[KEY_ID.length(key.id())];
    int offset = 0;
    offset = KEY_ID.write(key.id(), row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 8, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_ID.read(row, 0, 8));
  }

  @Override
  public Put toPut(Article entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    NavigableMap<Long, String> title = entity.title();
    if (title != null) {
      // one cell version per entry, at the entry's timestamp
      for (Map.Entry<Long, String> entry : title.entrySet()) {
        put.addColumn(FAMILY_D, QUALIFIER_TITLE, MapperSupport.versionTimestamp(entry.getKey(), SCHEMA, "title"),
            MapperSupport.mapValue(CODEC_TITLE, entry.getKey(), entry.getValue(), SCHEMA, "title"));
      }
    }
    String body = entity.body();
    if (body != null) {
      put.addColumn(FAMILY_D, QUALIFIER_BODY, MapperSupport.encode(CODEC_BODY, body, SCHEMA, "body"));
    }
    put.addColumn(FAMILY_D, PRESENCE_MARKER, PRESENCE_MARKER_VALUE);
    return put;
  }

  @Override
  public @Nullable Article fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    TreeMap<Long, String> title = null;
    String body = null;
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
          if ((title == null || title.size() < 3) && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_TITLE)) {
            // versions come newest first: keep the newest 3
            if (title == null) {
              title = new TreeMap<>();
            }
            title.put(cell.getTimestamp(), CODEC_TITLE.decode(v, vOffset, vLength));
          } else if (body == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_BODY)) {
            body = CODEC_BODY.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Article(
        key.id(),
        title != null ? title : new TreeMap<>(),
        body);
  }

  /**
   * The row-key components of {@link Article}, in key order.
   */
  public record Key(long id) {
  }
}
