package org.hbasemapper.runtime;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.Nullable;

/**
 * A lookup through a secondary index that is not built: its table was created beside a data table
 * that already held rows ({@code SchemaManager.ensure} or {@code createIfMissing} after an index was
 * added to an entity, or to a second entity class of the same table), and those rows have no entry
 * until {@code IndexAdmin.rebuild} has run. The lookup would miss them, so it is refused rather than
 * answered short. Writes keep the index current meanwhile; the rebuild marks it {@linkplain
 * IndexSchema#BUILT built}, and DAOs notice within a few seconds.
 *
 * <p>The message names the index, its table, the data table and the call that builds it, e.g.
 * {@code new IndexAdmin(connection).rebuild(MemberMapper.INSTANCE, "nickname", IndexAdmin.Progress.none())}.
 * A lookup that accepts missing rows meanwhile says so with {@code evenIfBuilding()}.
 */
@Api
public class IndexNotBuiltException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final String entity;
  private final String index;
  private final String indexTable;
  private final String dataTable;
  private final String rebuildCall;

  /**
   * A lookup refused through index {@code index} of the entity of {@code data} (the schema the DAO
   * uses, mapped or not), whose table records {@code state}; {@code mapper} is the simple name of the
   * entity's generated mapper, as the rebuild call names it (null: {@code <Entity>Mapper}).
   */
  @Internal
  public IndexNotBuiltException(TableSchema data, IndexSchema index, @Nullable String state, @Nullable String mapper) {
    super("lookup through " + describe(data, index, state, mapper) + " (or call evenIfBuilding() on the lookup "
        + "to accept results without those rows)", null);
    this.entity = owner(index);
    this.index = index.name();
    this.indexTable = index.tableName().getNameAsString();
    this.dataTable = data.tableName().getNameAsString();
    this.rebuildCall = rebuildCall(data, index, mapper);
  }

  /** The entity whose index it is. */
  public String entity() {
    return entity;
  }

  /** The index's name. */
  public String index() {
    return index;
  }

  /** The index table, {@code namespace:name}. */
  public String indexTable() {
    return indexTable;
  }

  /** The data table, {@code namespace:name}. */
  public String dataTable() {
    return dataTable;
  }

  /** The call that builds the index, as it is written in Java. */
  public String rebuildCall() {
    return rebuildCall;
  }

  /**
   * The unbuilt index in words, ending with the call that builds it: what {@code SchemaManager.differences}
   * lists and this exception says, after "lookup through ".
   */
  static String describe(TableSchema data, IndexSchema index, @Nullable String state, @Nullable String mapper) {
    return "index " + index.name() + " of " + owner(index) + " (table " + index.tableName().getNameAsString()
        + ") is " + (IndexSchema.BUILDING.equals(state) ? "building" : "not built (state '" + state + "')")
        + ": rows stored in table " + data.tableName().getNameAsString() + " before the index table existed have no "
        + "entry yet, so a lookup would miss them; once every writer of the table declares the index, run "
        + rebuildCall(data, index, mapper);
  }

  /** {@code new IndexAdmin(connection).rebuild(MemberMapper.INSTANCE, "nickname", IndexAdmin.Progress.none())}. */
  static String rebuildCall(TableSchema data, IndexSchema index, @Nullable String mapper) {
    boolean mapped = data.declared() != data;
    return "new IndexAdmin(connection" + (mapped ? ", options" : "") + ").rebuild("
        + (mapper == null || mapper.isEmpty() ? owner(index) + "Mapper" : mapper) + ".INSTANCE, \""
        + index.name() + "\", IndexAdmin.Progress.none())";
  }

  /**
   * The entity that declares {@code index}: its table's entity name is {@code <entity>.<index>}, which
   * in a table of record types names the record type, not the group.
   */
  static String owner(IndexSchema index) {
    String name = index.table().entityName();
    String suffix = "." + index.name();
    return name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : name;
  }
}
