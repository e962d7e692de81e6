package golden;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.LazyMap;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Conversation} to table {@code chat:conversation}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Conversation}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ConversationMapper implements EntityMapper<Conversation, ConversationMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final ConversationMapper INSTANCE = new ConversationMapper();

  private static final String TABLE = "chat:conversation";

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] FAMILY_M = "m".getBytes(StandardCharsets.UTF_8);

  /**
   * The families {@code fromResult} reads.
   */
  private static final byte[][] FAMILIES = {FAMILY_INFO, FAMILY_M};

  private static final byte[] QUALIFIER_TITLE = "title".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Conversation", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_TITLE = StringValueCodec.INSTANCE;

  static final KeyCodec<Long> KEYS_MEMBERS = LongKeyCodec.INSTANCE;

  static final ValueCodec<String> VALUES_MEMBERS = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Conversation}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Conversation
        key id int64
        family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        family m versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=true
        cell info:title utf8 field=title
        dynamic m key=int64 value=utf8 field=members
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("chat", "conversation", "Conversation")
      .family(FamilySchema.of("info"))
      .family(FamilySchema.of("m").inMemory(true))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("info", "title", "title", "String")
      .lazyDynamicColumns("m", "members", "Map<Long, String>")
      .layout(LAYOUT)
      .build();

  private ConversationMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Conversation entity) {
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
  public Put toPut(Conversation entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String title = entity.title();
    if (title != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_TITLE, MapperSupport.encode(CODEC_TITLE, title, SCHEMA, "title"));
    }
    Map<Long, String> members = entity.members();
    // a lazy map never loaded writes nothing: the stored family stays as it is
    if (members != null && LazyMap.isLoaded(members)) {
      for (Map.Entry<Long, String> entry : members.entrySet()) {
        put.addColumn(FAMILY_M,
            MapperSupport.qualifier(KEYS_MEMBERS, entry.getKey(), SCHEMA, "members"),
            MapperSupport.mapValue(VALUES_MEMBERS, entry.getKey(), entry.getValue(), SCHEMA, "members"));
      }
    }
    return put;
  }

  private @Nullable Conversation read(@Nullable Result result, @Nullable WideRowSource rows) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String title = null;
    Map<Long, String> members = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    byte[] family = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        // cells come grouped by family: compare with the previous cell's family first
        if (family == null || !MapperSupport.isFamily(cell, family)) {
          family = MapperSupport.family(cell, FAMILIES);
        }
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (family == FAMILY_INFO) {
          if (title == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_TITLE)) {
            title = CODEC_TITLE.decode(v, vOffset, vLength);
          }
        } else if (family == FAMILY_M) {
          if (members == null) {
            members = new LinkedHashMap<>();
          }
          members.putIfAbsent(KEYS_MEMBERS.read(q, qOffset, qLength), VALUES_MEMBERS.decode(v, vOffset, vLength));
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Conversation(
        key.id(),
        title,
        rows != null
        ? LazyMap.of(rows.wideRow("members", "m", result.getRow(), KEYS_MEMBERS, VALUES_MEMBERS))
        : members != null ? members : new LinkedHashMap<>());
  }

  /**
   * Lazy fields get the cells {@code result} holds of their family, or an empty map.
   */
  @Override
  public @Nullable Conversation fromResult(@Nullable Result result) {
    return read(result, null);
  }

  /**
   * Lazy fields get a map that loads their family through {@code rows} on first use.
   */
  @Override
  public @Nullable Conversation fromResult(@Nullable Result result, WideRowSource rows) {
    return read(result, rows);
  }

  @Override
  public Set<String> unloadedFamilies(Conversation entity) {
    Set<String> out = new HashSet<>();
    if (!LazyMap.isLoaded(entity.members())) {
      out.add("m");
    }
    return out;
  }

  /**
   * The row-key components of {@link Conversation}, in key order.
   */
  public record Key(long id) {
  }
}
