package org.hbasemapper.it.names;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An entity whose generated names coincide compiles and keeps its fields apart on the cluster: each
 * in its own cell, the converted primitive through its codec, the counter beside a key named delta.
 */
@HBaseTest
class GeneratedNamesTest {

  @BeforeAll
  static void createTable(Connection connection) {
    new SchemaManager(connection).createIfMissing(AccountMapper.INSTANCE.schema());
  }

  @Test
  void fieldsWithOneConstantNameKeepTheirOwnCells(Connection connection) throws Exception {
    AccountDao accounts = new AccountDao(connection);
    Account written = new Account("acme", 7L, "camel", "snake", 215, 0L);

    accounts.put(written);

    assertThat(accounts.get("acme", 7L).orElseThrow()).isEqualTo(written);
    try (Table table = connection.getTable(accounts.schema().tableName())) {
      Result row = table.get(new Get(AccountMapper.INSTANCE.encodeKey(new AccountMapper.Key("acme", 7L))));
      assertThat(Bytes.toString(row.getValue(Bytes.toBytes("d"), Bytes.toBytes("userId")))).isEqualTo("camel");
      assertThat(Bytes.toString(row.getValue(Bytes.toBytes("d"), Bytes.toBytes("user_id")))).isEqualTo("snake");
      assertThat(Bytes.toString(row.getValue(Bytes.toBytes("d"), Bytes.toBytes("tenths")))).isEqualTo("21.5");
    }
  }

  @Test
  void aCounterIncrementsBesideAKeyComponentNamedDelta(Connection connection) {
    AccountDao accounts = new AccountDao(connection);
    accounts.put(new Account("acme", 8L, "a", "b", -5, 0L));

    assertThat(accounts.incrementLogins("acme", 8L, 3L)).isEqualTo(3L);
    assertThat(accounts.incrementLogins("acme", 8L, 2L)).isEqualTo(5L);
    assertThat(accounts.get("acme", 8L).orElseThrow().logins()).isEqualTo(5L);
    assertThat(accounts.get("acme", 8L).orElseThrow().tenths()).isEqualTo(-5);
  }
}
