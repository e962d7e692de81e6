package org.hbasemapper.runtime.dao;

import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.hbasemapper.runtime.query.QueryState;

/**
 * The customer/order case study with two record types of one table, mapped by hand the way the
 * processor maps {@code @RecordType} entities: an order's header {@code [customer][order]['H']} and its
 * line items {@code [customer][order]['I'][line]}, optionally behind a salt over the customer.
 */
final class Orders {
  static final String NAMESPACE = "rt";
  static final byte[] D = Bytes.toBytes("d");
  static final byte[] NAME = Bytes.toBytes("name");
  static final byte[] SKU = Bytes.toBytes("sku");

  private Orders() {}

  /** A row of an order. */
  sealed interface OrderRow permits Header, Item {}

  /** The order itself. */
  record Header(int customer, int order, String name) implements OrderRow {}

  /** One line of the order. */
  record Item(int customer, int order, int line, String sku) implements OrderRow {}

  /** The key components the record types share, and the salt. */
  abstract static class Keys {
    final String table;
    final KeyPrefix prefix;
    final int p;
    final KeyComponent<Integer> customer;
    final KeyComponent<Integer> order;

    Keys(String table, KeyPrefix prefix, String entity) {
      this.table = NAMESPACE + ":" + table;
      this.prefix = prefix;
      this.p = prefix.length();
      this.customer = new KeyComponent<>(this.table, entity, "customer", IntKeyCodec.INSTANCE, 0, false);
      this.order = new KeyComponent<>(this.table, entity, "order", IntKeyCodec.INSTANCE, 0, false);
    }

    TableSchema.Builder schema(String table, String entity) {
      return TableSchema.builder(NAMESPACE, table, entity)
          .family(FamilySchema.of("d"))
          .keyPart("customer", "int", 4, false)
          .keyPart("order", "int", 4, false);
    }

    /** Writes customer, order and code, and the salt over the customer; returns the offset after the code. */
    int writeLeading(int c, int o, byte[] code, byte[] row) {
      int offset = customer.write(c, row, p);
      offset = order.write(o, row, offset);
      offset = MapperSupport.writeRecordType(code, row, offset);
      prefix.write(row, p + 4);
      return offset;
    }
  }

  /** The mapper of {@link Header}. */
  static final class HeaderMapper extends Keys implements EntityMapper<Header, HeaderMapper.Key> {
    static final byte[] CODE = {'H'};
    private final TableSchema schema;

    record Key(int customer, int order) {}

    HeaderMapper(String table, KeyPrefix prefix) {
      super(table, prefix, "Header");
      this.schema = schema(table, "Header").recordType("H").column("d", "name", "name", "String")
          .keyPrefix(prefix).presence("d", "name").build();
    }

    @Override
    public TableSchema schema() {
      return schema;
    }

    @Override
    public Key keyOf(Header h) {
      return new Key(h.customer(), h.order());
    }

    @Override
    public byte[] encodeKey(Key key) {
      byte[] row = new byte[p + 9];
      writeLeading(key.customer(), key.order(), CODE, row);
      return row;
    }

    @Override
    public Key decodeKey(byte[] row) {
      MapperSupport.requireKeyLength(row, p + 9, true, schema);
      MapperSupport.requireRecordType(row, p + 8, CODE, schema);
      prefix.verify(row, p + 4, table, "Header");
      return new Key(customer.read(row, p, p + 4), order.read(row, p + 4, p + 8));
    }

    @Override
    public Put toPut(Header h) {
      Put put = new Put(rowKey(h), true);
      if (h.name() != null) {
        put.addColumn(D, NAME, Bytes.toBytes(h.name()));
      }
      return put;
    }

    @Override
    public Header fromResult(Result result) {
      if (result == null || result.isEmpty()) {
        return null;
      }
      Key key = decodeKey(result.getRow());
      byte[] name = result.getValue(D, NAME);
      return new Header(key.customer(), key.order(), name == null ? null : Bytes.toString(name));
    }
  }

  /** The mapper of {@link Item}; with an index on the sku when {@code indexed}. */
  static final class ItemMapper extends Keys implements EntityMapper<Item, ItemMapper.Key> {
    static final byte[] CODE = {'I'};
    final KeyComponent<Integer> line;
    private final TableSchema schema;

    record Key(int customer, int order, int line) {}

    ItemMapper(String table, KeyPrefix prefix, boolean indexed) {
      super(table, prefix, "Item");
      this.line = new KeyComponent<>(this.table, "Item", "line", IntKeyCodec.INSTANCE, 0, false);
      TableSchema.Builder b = schema(table, "Item").recordType("I").keyPart("line", "int", 4, false)
          .column("d", "sku", "sku", "String").keyPrefix(prefix).presence("d", "sku");
      this.schema = (indexed ? b.index("bySku", false, "sku") : b).build();
    }

    @Override
    public TableSchema schema() {
      return schema;
    }

    @Override
    public Key keyOf(Item i) {
      return new Key(i.customer(), i.order(), i.line());
    }

    @Override
    public byte[] encodeKey(Key key) {
      byte[] row = new byte[p + 13];
      int offset = writeLeading(key.customer(), key.order(), CODE, row);
      line.write(key.line(), row, offset);
      return row;
    }

    @Override
    public Key decodeKey(byte[] row) {
      MapperSupport.requireKeyLength(row, p + 13, true, schema);
      MapperSupport.requireRecordType(row, p + 8, CODE, schema);
      prefix.verify(row, p + 4, table, "Item");
      return new Key(customer.read(row, p, p + 4), order.read(row, p + 4, p + 8), line.read(row, p + 9, p + 13));
    }

    @Override
    public Put toPut(Item i) {
      Put put = new Put(rowKey(i), true);
      if (i.sku() != null) {
        put.addColumn(D, SKU, Bytes.toBytes(i.sku()));
      }
      return put;
    }

    @Override
    public Item fromResult(Result result) {
      if (result == null || result.isEmpty()) {
        return null;
      }
      Key key = decodeKey(result.getRow());
      byte[] sku = result.getValue(D, SKU);
      return new Item(key.customer(), key.order(), key.line(), sku == null ? null : Bytes.toString(sku));
    }

    @Override
    public byte[] indexValues(IndexSchema index, Item entity, Item stored) {
      String sku = entity.sku() != null ? entity.sku() : stored == null ? null : stored.sku();
      return IndexKeys.join(IndexKeys.value(StringKeyCodec.INSTANCE, sku));
    }
  }

  /** The DAO of {@link Header}. */
  static final class HeaderDao extends EntityDao<Header, HeaderMapper.Key> {
    HeaderDao(Connection connection, HeaderMapper mapper) {
      super(connection, mapper);
    }

    QueryState<Header> query() {
      return QueryState.start(queryContext());
    }
  }

  /** The DAO of {@link Item}. */
  static final class ItemDao extends EntityDao<Item, ItemMapper.Key> {
    ItemDao(Connection connection, ItemMapper mapper) {
      super(connection, mapper);
    }

    QueryState<Item> query() {
      return QueryState.start(queryContext());
    }

    IndexQuery<Item> findBySku(String sku) {
      return new IndexQuery<>(index("bySku").equal(StringKeyCodec.INSTANCE, sku));
    }
  }

  /** The table's two record types, their DAOs and the group's DAO. */
  static final class Table {
    final HeaderMapper headerMapper;
    final ItemMapper itemMapper;
    final RecordGroup<OrderRow> group;
    final HeaderDao headers;
    final ItemDao items;
    final GroupDao<OrderRow> rows;

    Table(Connection connection, String table, KeyPrefix prefix, boolean indexed) {
      headerMapper = new HeaderMapper(table, prefix);
      itemMapper = new ItemMapper(table, prefix, indexed);
      group = RecordGroup.of("OrderRow", RecordGroup.member(Header.class, headerMapper),
          RecordGroup.member(Item.class, itemMapper));
      headers = new HeaderDao(connection, headerMapper);
      items = new ItemDao(connection, itemMapper);
      rows = new GroupDao<>(connection, group, List.of(headers, items));
    }
  }
}
