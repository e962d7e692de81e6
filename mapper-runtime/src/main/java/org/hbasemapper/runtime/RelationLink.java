package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.UnaryOperator;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The byte-level link of one {@code @Relation}: the owner's dynamic family
 * ({@code item:<item_id> = type} in {@code shop}) and, when it has an inverse, the target's family
 * that points back ({@code shop:<shop_id> = type} in {@code item}). Generated DAOs declare one per
 * relation field ({@code ShopDao.ITEMS}); DAOs and {@link WideRow}s use it to keep the inverse in
 * step, and {@link RelationRepair} to mend it.
 *
 * <p>The owner's family is the truth. Writes go owner row first, then the target rows, because
 * HBase is atomic per row only: a failure in between leaves an inverse entry missing (after a
 * put) or left over (after a remove), and the write fails with a message that says so;
 * {@link RelationRepair} makes the inverse match the owner again.
 */
@Api
public final class RelationLink {
  private static final Logger LOG = LoggerFactory.getLogger(RelationLink.class);

  private final String name;
  private final TableSchema owner;
  private final byte[] family;
  private final TableSchema target;
  private final byte @Nullable [] inverseFamily;
  private final UnaryOperator<byte[]> targetRowOfQualifier;
  private final @Nullable UnaryOperator<byte[]> inverseQualifierOfOwnerRow;
  private final @Nullable UnaryOperator<byte[]> ownerRowOfInverseQualifier;
  private final UnaryOperator<byte[]> qualifierOfTargetRow;
  /** The link as generated, between the declared tables: this one, unless {@link #mapped} made it. */
  private final RelationLink declared;
  /** The copies {@link #mapped} made of a declared link, by namespace mapping; null in such a copy. */
  private final @Nullable ConcurrentMap<Map<String, String>, RelationLink> mappedCopies;

  /**
   * The link of a relation without an inverse: only the owner's family holds it. Used by generated DAOs.
   *
   * @param name {@code Entity.field}, for messages
   * @param owner the owner's schema
   * @param family the owner's dynamic family
   * @param target the target's schema
   * @param targetRowOfQualifier an owner qualifier (an encoded target key) to the target's row key
   * @param qualifierOfTargetRow a target row key to the owner qualifier naming it
   */
  @Internal
  public static RelationLink withoutInverse(String name, TableSchema owner, String family, TableSchema target,
      UnaryOperator<byte[]> targetRowOfQualifier, UnaryOperator<byte[]> qualifierOfTargetRow) {
    return new RelationLink(name, owner, family, target, null, targetRowOfQualifier, qualifierOfTargetRow, null,
        null);
  }

  /**
   * The link of a relation whose target has a family pointing back, which writes keep in step. Used
   * by generated DAOs.
   *
   * @param name {@code Entity.field}, for messages
   * @param owner the owner's schema
   * @param family the owner's dynamic family
   * @param target the target's schema
   * @param inverseFamily the target's family pointing back
   * @param targetRowOfQualifier an owner qualifier (an encoded target key) to the target's row key
   * @param qualifierOfTargetRow a target row key to the owner qualifier naming it
   * @param inverseQualifierOfOwnerRow an owner row key to the qualifier it has in the inverse family
   * @param ownerRowOfInverseQualifier an inverse qualifier back to the owner's row key
   */
  @Internal
  public static RelationLink withInverse(String name, TableSchema owner, String family, TableSchema target,
      String inverseFamily, UnaryOperator<byte[]> targetRowOfQualifier, UnaryOperator<byte[]> qualifierOfTargetRow,
      UnaryOperator<byte[]> inverseQualifierOfOwnerRow, UnaryOperator<byte[]> ownerRowOfInverseQualifier) {
    return new RelationLink(name, owner, family, target, inverseFamily, targetRowOfQualifier, qualifierOfTargetRow,
        inverseQualifierOfOwnerRow, ownerRowOfInverseQualifier);
  }

  private RelationLink(String name, TableSchema owner, String family, TableSchema target, @Nullable String inverseFamily,
      UnaryOperator<byte[]> targetRowOfQualifier, UnaryOperator<byte[]> qualifierOfTargetRow,
      @Nullable UnaryOperator<byte[]> inverseQualifierOfOwnerRow, @Nullable UnaryOperator<byte[]> ownerRowOfInverseQualifier) {
    this.name = name;
    this.owner = owner;
    this.family = Bytes.toBytes(family);
    this.target = target;
    this.inverseFamily = inverseFamily == null || inverseFamily.isEmpty() ? null : Bytes.toBytes(inverseFamily);
    this.targetRowOfQualifier = targetRowOfQualifier;
    this.inverseQualifierOfOwnerRow = inverseQualifierOfOwnerRow;
    this.ownerRowOfInverseQualifier = ownerRowOfInverseQualifier;
    this.qualifierOfTargetRow = qualifierOfTargetRow;
    this.declared = this;
    this.mappedCopies = new ConcurrentHashMap<>();
  }

  /** The declared {@code link} between {@code owner} and {@code target}, its own tables mapped. */
  private RelationLink(RelationLink link, TableSchema owner, TableSchema target) {
    this.name = link.name;
    this.owner = owner;
    this.family = link.family;
    this.target = target;
    this.inverseFamily = link.inverseFamily;
    this.targetRowOfQualifier = link.targetRowOfQualifier;
    this.inverseQualifierOfOwnerRow = link.inverseQualifierOfOwnerRow;
    this.ownerRowOfInverseQualifier = link.ownerRowOfInverseQualifier;
    this.qualifierOfTargetRow = link.qualifierOfTargetRow;
    this.declared = link;
    this.mappedCopies = null;
  }

  /**
   * This link between the owner's and the target's tables where {@code options} map their namespaces
   * ({@link TableSchema#mapped(MapperOptions)}); this link when the options map no namespace. The
   * generated constants ({@code ShopDao.ITEMS}) link the declared tables; a DAO built with options
   * keeps the inverse in step through this.
   */
  @Internal
  public RelationLink mapped(MapperOptions options) {
    return mapped(options.namespaces());
  }

  /** {@link #mapped(MapperOptions)} of the declared-to-used namespace map {@code namespaces}. */
  RelationLink mapped(Map<String, String> namespaces) {
    if (namespaces.isEmpty()) {
      return this;
    }
    return declared.mappedCopies.computeIfAbsent(namespaces,
        n -> new RelationLink(declared, declared.owner.mapped(n), declared.target.mapped(n)));
  }

  /** {@code links}, each {@link #mapped(MapperOptions) mapped} by {@code options}. */
  @LimitedPrivate("mapper-mapreduce")
  public static List<RelationLink> mapped(List<RelationLink> links, MapperOptions options) {
    if (options.namespaces().isEmpty()) {
      return links;
    }
    return links.stream().map(l -> l.mapped(options)).toList();
  }

  /** {@code Entity.field}. */
  public String name() {
    return name;
  }

  /** The owner's schema. */
  public TableSchema owner() {
    return owner;
  }

  /** The owner's dynamic family. */
  public byte[] family() {
    return family.clone();
  }

  /** The target's schema. */
  public TableSchema target() {
    return target;
  }

  /** Whether the target has a family pointing back that writes keep in step. */
  public boolean hasInverse() {
    return inverseFamily != null;
  }

  /** The target's family pointing back, or null. */
  public byte @Nullable [] inverseFamily() {
    return inverseFamily == null ? null : inverseFamily.clone();
  }

  /** The target row an owner qualifier names. */
  public byte[] targetRow(byte[] qualifier) {
    return targetRowOfQualifier.apply(qualifier);
  }

  /** The qualifier of {@code ownerRow} in the inverse family. */
  public byte[] inverseQualifier(byte[] ownerRow) {
    return inverseQualifierOfOwnerRow.apply(ownerRow);
  }

  /** The owner row an inverse qualifier names. */
  public byte[] ownerRow(byte[] inverseQualifier) {
    return ownerRowOfInverseQualifier.apply(inverseQualifier);
  }

  /** The owner qualifier naming {@code targetRow}. */
  public byte[] qualifier(byte[] targetRow) {
    return qualifierOfTargetRow.apply(targetRow);
  }

  @Internal
  public boolean isFamily(byte[] f) {
    return Bytes.equals(family, f);
  }

  /**
   * Writes the inverse of owner entries through {@code io}: for each (qualifier, value), the cell
   * {@code inverse:<owner key> = value} in the target row the qualifier names. The future fails with a
   * {@link RelationWriteException} when the inverse entries could not be written.
   */
  @Internal
  public CompletableFuture<Void> putInverse(TableIo io, byte[] ownerRow, List<byte[][]> entries) {
    if (inverseFamily == null || entries.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    byte[] inverseQualifier = inverseQualifier(ownerRow);
    List<Put> puts = new ArrayList<>(entries.size());
    for (byte[][] e : entries) {
      puts.add(new Put(targetRow(e[0]), true).addColumn(inverseFamily, inverseQualifier, e[1]));
    }
    return io.put(target.tableName(), puts).exceptionallyCompose(e -> failed(ownerRow, "missing", e));
  }

  /**
   * Deletes the inverse of removed owner qualifiers through {@code io}. The future fails with a
   * {@link RelationWriteException} when the inverse entries could not be deleted.
   */
  @Internal
  public CompletableFuture<Void> deleteInverse(TableIo io, byte[] ownerRow, List<byte[]> qualifiers) {
    if (inverseFamily == null || qualifiers.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    byte[] inverseQualifier = inverseQualifier(ownerRow);
    List<Delete> deletes = new ArrayList<>(qualifiers.size());
    for (byte[] q : qualifiers) {
      deletes.add(new Delete(targetRow(q)).addColumns(inverseFamily, inverseQualifier));
    }
    return io.delete(target.tableName(), deletes).exceptionallyCompose(e -> failed(ownerRow, "left over", e));
  }

  private CompletableFuture<Void> failed(byte[] ownerRow, String what, Throwable failure) {
    Throwable cause = Futures.unwrap(failure);
    if (cause instanceof IOException io) {
      return CompletableFuture.failedFuture(halfWritten(ownerRow, what, io));
    }
    return CompletableFuture.failedFuture(cause);
  }

  private RelationWriteException halfWritten(byte[] ownerRow, String what, IOException e) {
    TableName t = target.tableName();
    LOG.warn("relation {}: owner row {} written, inverse entries in {} {}", name, RowBytes.hex(ownerRow),
        t.getNameAsString(), what);
    return new RelationWriteException(name, owner.tableName().getNameAsString(), ownerRow,
        "the owner row was written, but its inverse entries in table " + t.getNameAsString() + " may be " + what
            + "; retry the write, or run RelationRepair.repair(connection, link"
            + (declared == this ? "" : ", options") + ")", e);
  }

  @Override
  public String toString() {
    return "RelationLink[" + name + " -> " + target.tableName().getNameAsString()
        + (inverseFamily == null ? "" : ", inverse " + Bytes.toString(inverseFamily)) + "]";
  }
}
