package golden;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Ticket} to table {@code desk:ticket}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Ticket}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketMapper implements EntityMapper<Ticket, TicketMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final TicketMapper INSTANCE = new TicketMapper();

  private static final String TABLE = "desk:ticket";

  private static final byte[] FAMILY_T = "t".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_VERSION = "version".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_MODIFIED = "modified".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_SUBJECT = "subject".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_IS_URGENT = "isUrgent".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_ASSIGNEE = "assignee".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_QUEUE = new KeyComponent<>(TABLE, "Ticket", "queue", StringKeyCodec.INSTANCE, /* width= */ 8, /* descending= */ false);

  static final KeyComponent<Long> KEY_NUMBER = new KeyComponent<>(TABLE, "Ticket", "number", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<Instant> CODEC_MODIFIED = InstantValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_SUBJECT = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_ASSIGNEE = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Ticket}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Ticket
        key queue utf8 width=8
        key number int64
        family t versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell t:version int64 field=version role=version from=golden.Stamped
        cell t:modified instant field=modified from=golden.Stamped
        cell t:subject utf8 field=subject
        cell t:isUrgent bool8 field=isUrgent
        cell t:assignee utf8 field=assignee
        presence t:version version
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("desk", "ticket", "Ticket")
      .family(FamilySchema.of("t"))
      .keyPart("queue", "String", /* width= */ 8, /* descending= */ false)
      .keyPart("number", "long", /* width= */ 8, /* descending= */ false)
      .version("t", "version", "version")
      .column("t", "modified", "modified", "Instant")
      .column("t", "subject", "subject", "String")
      .column("t", "isUrgent", "isUrgent", "boolean")
      .column("t", "assignee", "assignee", "String")
      .presence("t", "version")
      .lastModifiedDate("modified")
      .layout(LAYOUT)
      .build();

  private TicketMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Ticket entity) {
    return new Key(entity.getQueue(), entity.number());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedQueue = KEY_QUEUE.encode(key.queue());
    byte[] row = new byte[KEY_QUEUE.encodedLength(encodedQueue) + KEY_NUMBER.length(key.number())];
    int offset = 0;
    offset = KEY_QUEUE.writeEncoded(encodedQueue, row, offset);
    offset = KEY_NUMBER.write(key.number(), row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 16, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_QUEUE.read(row, 0, 8),
        KEY_NUMBER.read(row, 8, 16));
  }

  @Override
  public Put toPut(Ticket entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    Instant modified = entity.getModified();
    if (modified != null) {
      put.addColumn(FAMILY_T, QUALIFIER_MODIFIED, MapperSupport.encode(CODEC_MODIFIED, modified, SCHEMA, "modified"));
    }
    String subject = entity.getSubject();
    if (subject != null) {
      put.addColumn(FAMILY_T, QUALIFIER_SUBJECT, MapperSupport.encode(CODEC_SUBJECT, subject, SCHEMA, "subject"));
    }
    put.addColumn(FAMILY_T, QUALIFIER_IS_URGENT, BooleanValueCodec.encodeBoolean(entity.isUrgent()));
    String assignee = entity.getAssignee();
    if (assignee != null) {
      put.addColumn(FAMILY_T, QUALIFIER_ASSIGNEE, MapperSupport.encode(CODEC_ASSIGNEE, assignee, SCHEMA, "assignee"));
    }
    return put;
  }

  @Override
  public @Nullable Ticket fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    long versionValue = 0L;
    boolean hasVersion = false;
    Instant modified = null;
    String subject = null;
    boolean isUrgent = false;
    boolean hasIsUrgent = false;
    String assignee = null;
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
        if (MapperSupport.isFamily(cell, FAMILY_T)) {
          if (!hasVersion && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_VERSION)) {
            versionValue = LongValueCodec.decodeLong(v, vOffset, vLength);
            hasVersion = true;
          } else if (modified == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_MODIFIED)) {
            modified = CODEC_MODIFIED.decode(v, vOffset, vLength);
          } else if (subject == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_SUBJECT)) {
            subject = CODEC_SUBJECT.decode(v, vOffset, vLength);
          } else if (!hasIsUrgent && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_IS_URGENT)) {
            isUrgent = BooleanValueCodec.decodeBoolean(v, vOffset, vLength);
            hasIsUrgent = true;
          } else if (assignee == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_ASSIGNEE)) {
            assignee = CODEC_ASSIGNEE.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    Ticket entity = new Ticket(
        key.queue(),
        key.number(),
        subject,
        isUrgent);
    if (hasVersion) {
      entity.setVersion(versionValue);
    }
    if (modified != null) {
      entity.setModified(modified);
    }
    if (assignee != null) {
      entity.setAssignee(assignee);
    }
    return entity;
  }

  @Override
  public long versionOf(Ticket entity) {
    return entity.getVersion();
  }

  /**
   * The row-key components of {@link Ticket}, in key order.
   */
  public record Key(String queue, long number) {
  }
}
