package org.hbasemapper.mapreduce;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.dao.AuditDates;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.index.IndexKeys;

/**
 * The rows one entity makes when it is written as a new row without a DAO call: its data row (what
 * {@link EntityMapper#toPut} writes, plus the first {@code @Version}), the entry of each secondary
 * index it has values for, and the inverse entry of each {@code @Relation} entry it holds; each with
 * its table. The same rows a DAO's {@code put} of a new entity writes, so a bulk load and a MapReduce
 * output leave tables a DAO reads as if it had written them.
 *
 * <p>Only for rows that are new: nothing is read, so an entity replacing a stored row with other
 * indexed values leaves that row's old index entries behind (reads skip them; {@code IndexAdmin}
 * removes them), and a {@code @CreatedDate} the entity does not carry is filled with the time of the
 * write (a stored row's created date is replaced unless the entity carries it). A
 * {@code @LastModifiedDate} is the time of the write, as a DAO's. Stateless and thread-safe.
 *
 * @param <E> the entity type
 */
@Api
public final class EntityCells<E> {
  private static final byte[] INDEX_FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  private static final byte[] INDEX_REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);

  private final EntityMapper<E, ?> mapper;
  private final List<RelationLink> relations;
  private final byte[] versionFamily;
  private final byte[] versionQualifier;
  private final AuditDates audit;
  private final Clock clock;

  private EntityCells(EntityMapper<E, ?> mapper, List<RelationLink> relations, Clock clock) {
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    this.audit = AuditDates.of(mapper.schema());
    this.clock = clock;
    this.relations = relations.stream().filter(RelationLink::hasInverse).toList();
    ColumnSchema version = mapper.schema().versionColumn();
    this.versionFamily = version == null ? null : Bytes.toBytes(version.family());
    this.versionQualifier = version == null ? null : Bytes.toBytes(version.qualifier());
  }

  /** The rows {@code dao}'s writes make: its (mapped) tables, indexes and relations. */
  public static <E> EntityCells<E> of(EntityDao<E, ?> dao) {
    return new EntityCells<>(dao.mapper(), dao.relations(), dao.options().clock());
  }

  /**
   * The rows {@code mapper} makes, keeping the inverse families of {@code relations} (the generated
   * DAO's {@code RelationLink} constants) in step; tables as the mapper's schema names them.
   */
  public static <E> EntityCells<E> of(EntityMapper<E, ?> mapper, List<RelationLink> relations) {
    return new EntityCells<>(mapper, List.copyOf(relations), MapperOptions.defaults().clock());
  }

  /**
   * As {@link #of(EntityMapper, List)}, in the tables {@code options} map the entity's and the
   * relations' namespaces to: the rows a DAO built with the same options writes. For a MapReduce task,
   * which has the generated mapper and links but no DAO.
   */
  public static <E> EntityCells<E> of(EntityMapper<E, ?> mapper, List<RelationLink> relations,
      MapperOptions options) {
    return new EntityCells<>(NamespacedMapper.of(mapper, options), RelationLink.mapped(List.copyOf(relations), options),
        options.clock());
  }

  /** The clock that tells the time of a write, for the audit dates: the DAO's or the options', else the system's. */
  public Clock clock() {
    return clock;
  }

  /** The entity's table layout. */
  public TableSchema schema() {
    return mapper.schema();
  }

  /** The mapper the rows are built with. */
  public EntityMapper<E, ?> mapper() {
    return mapper;
  }

  /** The relations whose inverse entries are written (those with an inverse family). */
  public List<RelationLink> relations() {
    return relations;
  }

  /**
   * Every table a row can go to: the data table first, then the index tables, then the relations'
   * target tables; each once.
   */
  public List<TableName> tables() {
    Set<TableName> out = new LinkedHashSet<>();
    out.add(mapper.schema().tableName());
    mapper.schema().indexes().forEach(index -> out.add(index.tableName()));
    relations.forEach(link -> out.add(link.target().tableName()));
    return List.copyOf(out);
  }

  /** A row of {@link #rowsOf}: the put and the table it goes to. */
  @Api
  public record TableRow(TableName table, Put put) {
    /**
     * The put's cells as {@code KeyValue}s with {@code timestamp}, in HBase's cell order (a put keeps
     * its columns in the order they were added): what a file or a job's output of the row holds.
     */
    public KeyValue[] cells(long timestamp) {
      KeyValue[] out = new KeyValue[put.size()];
      int n = 0;
      for (List<Cell> family : put.getFamilyCellMap().values()) {
        for (Cell cell : family) {
          out[n++] = new KeyValue(cell.getRowArray(), cell.getRowOffset(), cell.getRowLength(),
              cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength(), cell.getQualifierArray(),
              cell.getQualifierOffset(), cell.getQualifierLength(), timestamp, KeyValue.Type.Put,
              cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
        }
      }
      if (n > 1) {
        Arrays.sort(out, 0, n, CellComparator.getInstance());
      }
      return n == out.length ? out : Arrays.copyOf(out, n);
    }
  }

  /**
   * The rows {@code entity} makes: its data row first, then its index entries, then its relation
   * inverse entries. Puts carry no timestamp (the writer gives them one).
   *
   * @throws IllegalArgumentException as {@link EntityMapper#toPut} does (a null or too long key
   *     component), naming the entity and field
   */
  public List<TableRow> rowsOf(E entity) {
    return rowsOf(entity, clock.instant());
  }

  /**
   * As {@link #rowsOf(Object)}, written at {@code time}: the {@code @LastModifiedDate}, and the
   * {@code @CreatedDate} where the entity has none (a bulk load gives all its rows the load's time).
   */
  public List<TableRow> rowsOf(E entity, Instant time) {
    Put data = dataRow(entity);
    audit.stampModified(data, time);
    audit.stampCreated(data, time);
    byte[] row = data.getRow();
    List<TableRow> out = new ArrayList<>(1 + mapper.schema().indexes().size());
    out.add(new TableRow(mapper.schema().tableName(), data));
    for (IndexSchema index : mapper.schema().indexes()) {
      Put entry = indexEntry(index, entity, data);
      if (entry != null) {
        out.add(new TableRow(index.tableName(), entry));
      }
    }
    for (RelationLink link : relations) {
      List<Cell> cells = data.getFamilyCellMap().get(link.family());
      if (cells == null) {
        continue;
      }
      byte[] inverseQualifier = link.inverseQualifier(row);
      for (Cell cell : cells) {
        Put inverse = new Put(link.targetRow(CellUtil.cloneQualifier(cell)))
            .addColumn(link.inverseFamily(), inverseQualifier, CellUtil.cloneValue(cell));
        out.add(new TableRow(link.target().tableName(), inverse));
      }
    }
    return out;
  }

  /** The data row: the mapper's put and, for a {@code @Version}, the version a DAO's put stores. */
  private Put dataRow(E entity) {
    Put put = mapper.toPut(entity);
    if (versionFamily != null) {
      put.addColumn(versionFamily, versionQualifier, Bytes.toBytes(mapper.versionOf(entity) + 1));
    }
    return put;
  }

  /** The entry of {@code index} for the data row {@code data}, or null when an indexed value is null. */
  private Put indexEntry(IndexSchema index, E entity, Put data) {
    byte[] values = mapper.indexValues(index, entity, null);
    if (values == null) {
      return null;
    }
    Put entry = new Put(IndexKeys.rowKey(values, data.getRow()))
        .addColumn(INDEX_FAMILY, INDEX_REFERENCE, data.getRow());
    if (index.covering()) {
      for (List<Cell> cells : data.getFamilyCellMap().values()) {
        for (Cell cell : cells) {
          entry.addColumn(CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell), CellUtil.cloneValue(cell));
        }
      }
    }
    return entry;
  }
}
