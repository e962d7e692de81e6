package golden;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.dao.RowUpdate;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullMarked;

/**
 * Reads and writes {@link Account} in table {@code ver:account}. Thread-safe; holds the caller's
 * {@code Connection} and never closes it. Generated from the annotations of {@code Account}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class AccountDao extends EntityDao<Account, AccountMapper.Key> {
  private static final byte[] FAMILY_LOGINS = "c".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_LOGINS = "logins".getBytes(StandardCharsets.UTF_8);

  /**
   * A DAO over {@code connection}, which stays the caller's to close.
   */
  public AccountDao(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener).
   */
  public AccountDao(Connection connection, MapperOptions options) {
    super(connection, AccountMapper.INSTANCE, List.of(), options);
  }

  /**
   * The {@code Account} stored under this key, if any.
   */
  public Optional<Account> get(long id) {
    return get(new AccountMapper.Key(id));
  }

  /**
   * Whether an {@code Account} is stored under this key.
   */
  public boolean exists(long id) {
    return exists(new AccountMapper.Key(id));
  }

  /**
   * Deletes the {@code Account} row stored under this key.
   */
  public void delete(long id) {
    delete(new AccountMapper.Key(id));
  }

  /**
   * Deletes the {@code Account} row stored under this key only if {@code condition} holds for it, checked by HBase
   * in the same call; returns whether it deleted.
   */
  public boolean delete(long id, Condition<Account> condition) {
    return delete(new AccountMapper.Key(id), condition);
  }

  /**
   * A partial update of the {@code Account} row under this key, without reading it: set, remove and
   * increment fields named by the constants of {@link AccountQuery}, then {@code apply()}.
   */
  public RowUpdate<Account> update(long id) {
    return update(new AccountMapper.Key(id));
  }

  /**
   * Writes {@code entity} only if no {@code Account} is stored under its key yet, in one atomic
   * {@code checkAndMutate}; returns whether it was written. A row is stored when it has {@code d:version}
   * (its {@code @Version} field {@code version}).
   */
  @Override
  public boolean putIfAbsent(Account entity) {
    return super.putIfAbsent(entity);
  }

  /**
   * A typed query by row-key prefix, starting with {@code id}.
   */
  public AccountQuery query() {
    return new AccountQuery(QueryState.start(queryContext()));
  }

  /**
   * Adds {@code delta} to the counter {@code c:logins} atomically on the server; returns the new value.
   */
  public long incrementLogins(long id, long delta) {
    return increment(new AccountMapper.Key(id), FAMILY_LOGINS, QUALIFIER_LOGINS, delta);
  }
}
