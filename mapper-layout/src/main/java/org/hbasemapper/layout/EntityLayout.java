package org.hbasemapper.layout;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.audience.Api;

/**
 * What the rows one entity stores look like: the parts of its row key, its families, its cells and
 * their encodings, its dynamic families, its index rows. Field names are kept for the reader and for
 * messages; what decides whether stored rows stay readable is the bytes (see {@link LayoutComparison}).
 *
 * @param entity the entity's qualified class name
 * @param prefix the salt or hash prefix in front of the key, or null
 * @param key the key's parts, left to right (the record type code is one of them)
 * @param families the families the entity declares
 * @param cells the cells it reads and writes, one per field
 * @param dynamics its {@code @DynamicColumns} families
 * @param timestampField the {@code @Timestamp} field, or null
 * @param presence the cell every row it writes has, or null
 * @param indexes its secondary indexes
 * @param accepted the breaking changes accepted knowingly, oldest first
 */
@Api
public record EntityLayout(
    String entity,
    KeyPrefix prefix,
    List<KeyPart> key,
    List<Family> families,
    List<Cell> cells,
    List<Dynamic> dynamics,
    String timestampField,
    Presence presence,
    List<Index> indexes,
    List<Accepted> accepted) {

  public EntityLayout {
    Objects.requireNonNull(entity, "entity");
    key = List.copyOf(key);
    families = List.copyOf(families);
    cells = List.copyOf(cells);
    dynamics = List.copyOf(dynamics);
    indexes = List.copyOf(indexes);
    accepted = List.copyOf(accepted);
  }

  /** The entity's simple name, for messages. */
  public String simpleName() {
    return entity.substring(entity.lastIndexOf('.') + 1);
  }

  /** The record type code in the key, or null without one. */
  public String recordType() {
    return key.stream().filter(KeyPart::isRecordType).map(KeyPart::typeCode).findFirst().orElse(null);
  }

  /** The same layout with {@code more} added to its accepted changes. */
  public EntityLayout withAccepted(List<Accepted> more) {
    List<Accepted> all = new java.util.ArrayList<>(accepted);
    all.addAll(more);
    return new EntityLayout(entity, prefix, key, families, cells, dynamics, timestampField, presence, indexes, all);
  }

  /**
   * This layout, remembering the cells of {@code stored} that it no longer maps (role {@code removed}):
   * their values stay in the stored rows, so a later column on one of their qualifiers must read what
   * is stored there. A cell a {@code formerly} of this layout reads is not removed.
   */
  public EntityLayout withRemovedCellsOf(EntityLayout stored) {
    java.util.Set<String> mapped = new java.util.HashSet<>();
    for (Cell c : cells) {
      mapped.add(c.column());
      c.formerly().forEach(f -> mapped.add(c.family() + ":" + f));
    }
    List<Cell> all = new java.util.ArrayList<>(cells);
    for (Cell old : stored.cells()) {
      if (!mapped.contains(old.column())) {
        all.add(new Cell(old.family(), old.qualifier(), old.encoding(), old.field(), Cell.REMOVED, List.of(),
            old.from()));
        mapped.add(old.column());
      }
    }
    return new EntityLayout(entity, prefix, key, families, all, dynamics, timestampField, presence, indexes, accepted);
  }

  /**
   * Eight hex digits that name this layout: the start of the SHA-256 of its text, leaving out the
   * accepted changes. Two layouts with the same fingerprint store the same bytes.
   */
  public String fingerprint() {
    EntityLayout bare = new EntityLayout(entity, prefix, key, families, cells, dynamics, timestampField,
        presence, indexes, List.of());
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256")
          .digest(LayoutText.renderEntity(bare).getBytes(StandardCharsets.UTF_8));
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 4; i++) {
        sb.append(String.format("%02x", hash[i] & 0xFF));
      }
      return sb.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /**
   * A row-key part: a field's component, or the record type code.
   *
   * @param field the field, or null for the record type code
   * @param encoding how it is stored (order-preserving in a key)
   * @param width for {@code utf8}, {@code bytes} and {@code enum}: the fixed width, 0 when variable
   * @param descending whether its bytes are inverted
   * @param typeCode the record type code, or null for a field's component
   * @param from the {@code @MappedSuperclass} that declares the field (qualified name), or null when the
   *     entity declares it (and in layouts stored before the attribute existed)
   */
  @Api
  public record KeyPart(String field, Encoding encoding, int width, boolean descending, String typeCode,
      String from) {

    /** A part whose field the entity declares itself. */
    public KeyPart(String field, Encoding encoding, int width, boolean descending, String typeCode) {
      this(field, encoding, width, descending, typeCode, null);
    }

    /** A field's component. */
    public static KeyPart of(String field, Encoding encoding, int width, boolean descending) {
      return new KeyPart(field, encoding, width, descending, null);
    }

    /** A field's component, the field declared by mapped superclass {@code from} (null: by the entity). */
    public static KeyPart of(String field, Encoding encoding, int width, boolean descending, String from) {
      return new KeyPart(field, encoding, width, descending, null, from);
    }

    /** The record type code. */
    public static KeyPart recordType(String code) {
      return new KeyPart(null, Encoding.UTF8, code.getBytes(StandardCharsets.UTF_8).length, false, code);
    }

    /** Whether this is the record type code. */
    public boolean isRecordType() {
      return typeCode != null;
    }

    /** Its width in bytes; 0 when variable. */
    public int byteWidth() {
      int natural = encoding.naturalKeyWidth();
      return natural > 0 ? natural : width;
    }

    /** How messages name it: the field, or "the record type code". */
    public String label() {
      return isRecordType() ? "the record type code" : field;
    }
  }

  /**
   * A salt or hash prefix.
   *
   * @param kind {@code salt} or {@code hash}
   * @param buckets the salt's buckets; 0 for a hash
   * @param length the hash prefix's bytes; 1 for a salt
   * @param of how many leading key components it is computed from
   */
  @Api
  public record KeyPrefix(String kind, int buckets, int length, int of) {

    /** How messages and the baseline write it: {@code salt buckets=16 of=1}. */
    public String describe() {
      return kind.equals("salt") ? "salt buckets=" + buckets + " of=" + of : "hash length=" + length + " of=" + of;
    }

    /** The annotation that declares it. */
    public String annotation() {
      return kind.equals("salt") ? "@Salt" : "@HashPrefix";
    }
  }

  /**
   * A column family and its options.
   *
   * @param name the family
   * @param maxVersions VERSIONS
   * @param minVersions MIN_VERSIONS
   * @param ttlSeconds TTL
   * @param compression COMPRESSION
   * @param bloomFilter BLOOMFILTER
   * @param blockSize BLOCKSIZE
   * @param blockCache BLOCKCACHE
   * @param inMemory IN_MEMORY
   */
  @Api
  public record Family(String name, int maxVersions, int minVersions, int ttlSeconds, String compression,
      String bloomFilter, int blockSize, boolean blockCache, boolean inMemory) {}

  /**
   * A cell that holds one field.
   *
   * @param family its family
   * @param qualifier its qualifier
   * @param encoding how its value is stored
   * @param field the field
   * @param role {@code counter}, {@code version}, {@code versions} (several timestamped versions are
   *     read), {@code removed} (no field maps it any more, but stored rows hold it), or null for a plain
   *     column
   * @param formerly qualifiers in the same family the value was stored under before, read where this
   *     one is absent
   * @param from the {@code @MappedSuperclass} that declares the field (qualified name), or null when the
   *     entity declares it (and in layouts stored before the attribute existed)
   */
  @Api
  public record Cell(String family, String qualifier, Encoding encoding, String field, String role,
      List<String> formerly, String from) {

    /** The role of a cell no field maps any more, whose values stay in the stored rows. */
    public static final String REMOVED = "removed";

    public Cell {
      formerly = List.copyOf(formerly);
    }

    /** A cell whose field the entity declares itself. */
    public Cell(String family, String qualifier, Encoding encoding, String field, String role,
        List<String> formerly) {
      this(family, qualifier, encoding, field, role, formerly, null);
    }

    /** Whether no field maps it any more. */
    public boolean removed() {
      return REMOVED.equals(role);
    }

    /** {@code family:qualifier}. */
    public String column() {
      return family + ":" + qualifier;
    }
  }

  /**
   * A family of one qualifier per map entry.
   *
   * @param family the family
   * @param keyEncoding how map keys become qualifiers (order-preserving)
   * @param valueEncoding how values are stored
   * @param field the map field
   * @param from the {@code @MappedSuperclass} that declares the field (qualified name), or null when the
   *     entity declares it (and in layouts stored before the attribute existed)
   */
  @Api
  public record Dynamic(String family, Encoding keyEncoding, Encoding valueEncoding, String field, String from) {

    /** A family whose field the entity declares itself. */
    public Dynamic(String family, Encoding keyEncoding, Encoding valueEncoding, String field) {
      this(family, keyEncoding, valueEncoding, field, null);
    }
  }

  /**
   * The cell every row the entity writes has.
   *
   * @param family its family
   * @param qualifier its qualifier
   * @param kind {@code marker}, {@code version} or {@code column}
   */
  @Api
  public record Presence(String family, String qualifier, String kind) {

    /** {@code family:qualifier}. */
    public String column() {
      return family + ":" + qualifier;
    }
  }

  /**
   * A secondary index: an index table whose row keys are the indexed values, in order, then the
   * data row's key.
   *
   * @param name the index's name
   * @param columns the indexed cells, in key order
   * @param covering whether index rows carry a copy of the entity's cells
   */
  @Api
  public record Index(String name, List<IndexColumn> columns, boolean covering) {

    public Index {
      columns = List.copyOf(columns);
    }
  }

  /**
   * An indexed cell and how its value is stored in the index row key.
   *
   * @param family the family
   * @param qualifier the qualifier
   * @param encoding the order-preserving key encoding of its value
   */
  @Api
  public record IndexColumn(String family, String qualifier, Encoding encoding) {

    /** {@code family:qualifier}. */
    public String column() {
      return family + ":" + qualifier;
    }
  }

  /**
   * A breaking change accepted knowingly, with {@code @AcceptLayoutChange}.
   *
   * @param from the fingerprint of the layout it replaced
   * @param to the fingerprint of the layout it accepted
   * @param reason why the stored rows did not matter
   */
  @Api
  public record Accepted(String from, String to, String reason) {}
}
