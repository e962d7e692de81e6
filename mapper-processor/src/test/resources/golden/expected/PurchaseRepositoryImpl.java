package golden;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.internal.RepositorySupport;
import org.hbasemapper.runtime.query.KeyLookup;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * {@link PurchaseRepository} over {@link PurchaseDao}: each derived query method is one call chain,
 * planned when compiling from its name and the row-key layout (its javadoc shows the plan).
 * Thread-safe; holds the caller's {@code Connection} and never closes it.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseRepositoryImpl implements PurchaseRepository {
  private final PurchaseDao dao;

  private final QueryContext<Purchase> context;

  /**
   * A repository over {@code connection}, which stays the caller's to close.
   */
  public PurchaseRepositoryImpl(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A repository over {@code connection}, which stays the caller's to close, built with
   * {@code options} (namespace mapping, operation listener).
   */
  public PurchaseRepositoryImpl(Connection connection, MapperOptions options) {
    this.dao = new PurchaseDao(connection, options);
    this.context = dao.queryContext();
  }

  @Override
  public <S extends Purchase> S save(S entity) {
    dao.put(entity);
    return entity;
  }

  @Override
  public <S extends Purchase> List<S> saveAll(Iterable<S> entities) {
    List<S> list = new ArrayList<>();
    entities.forEach(list::add);
    dao.putAll(list);
    return list;
  }

  @Override
  public Optional<Purchase> findById(PurchaseMapper.Key id) {
    return dao.get(id);
  }

  @Override
  public List<Purchase> findAllById(Iterable<PurchaseMapper.Key> ids) {
    List<PurchaseMapper.Key> keys = new ArrayList<>();
    ids.forEach(keys::add);
    return dao.getAll(keys);
  }

  @Override
  public boolean existsById(PurchaseMapper.Key id) {
    return dao.exists(id);
  }

  @Override
  public void deleteById(PurchaseMapper.Key id) {
    dao.delete(id);
  }

  @Override
  public void delete(Purchase entity) {
    dao.delete(PurchaseMapper.INSTANCE.keyOf(entity));
  }

  /**
   * The rows where {@code userId = userId}.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public List<Purchase> findByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .list();
  }

  /**
   * The rows where {@code userId = userId} and {@code from <= time <= to} (inclusive).
   * Between includes both bounds, as in Spring Data (the query builder's ranges are half-open).
   *
   * <p>Plan: {@code prefix scan on userId, range on time (inclusive)}.
   */
  @Override
  public List<Purchase> findByUserIdAndTimeBetween(String userId, Instant from, Instant to) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndTimeBetween", "userId");
    RepositorySupport.requireKeyBound(from, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.findByUserIdAndTimeBetween", "from");
    RepositorySupport.requireKeyBound(to, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.findByUserIdAndTimeBetween", "to");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId)
        .range(PurchaseMapper.KEY_TIME, from, /* fromInclusive= */ true, to, /* toInclusive= */ true))
        .list();
  }

  /**
   * A page of the rows where {@code userId = userId}.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public Page<Purchase> findByUserId(String userId, PageRequest page) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserId", "userId");
    RepositorySupport.requirePage(page, "PurchaseRepository.findByUserId", "page");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .page(page);
  }

  /**
   * The rows where {@code userId = userId}.
   * Close the stream when not reading it to the end.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public Stream<Purchase> streamByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.streamByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .stream();
  }

  /**
   * The first row where {@code userId = userId}.
   *
   * <p>Plan: {@code prefix scan on userId, limit 1}.
   */
  @Override
  public Optional<Purchase> findFirstByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findFirstByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .first();
  }

  /**
   * At most the first 5 rows where {@code userId = userId}, ordered by {@code time}.
   *
   * <p>Plan: {@code prefix scan on userId, reversed, limit 5}.
   */
  @Override
  public List<Purchase> findTop5ByUserIdOrderByTimeAsc(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findTop5ByUserIdOrderByTimeAsc", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .limit(5)
        .reversed(true)
        .list();
  }

  /**
   * The number of rows where {@code userId = userId}.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public long countByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.countByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .count();
  }

  /**
   * Whether a row exists where {@code userId = userId}.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public boolean existsByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.existsByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .first()
        .isPresent();
  }

  /**
   * Deletes the rows where {@code userId = userId}, their keys read without values and deleted in batches through the DAO (with their index entries and relation inverses).
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public void deleteByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.deleteByUserId", "userId");
    new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .delete();
  }

  /**
   * The rows where {@code userId = userId} and {@code price > min}.
   *
   * <p>Plan: {@code prefix scan on userId, tested in the client on price}.
   */
  @Override
  public List<Purchase> findByUserIdAndPriceGreaterThan(String userId, BigDecimal min) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndPriceGreaterThan", "userId");
    RepositorySupport.requireColumn(min, "Purchase", "price",
        "PurchaseRepository.findByUserIdAndPriceGreaterThan", "min");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .where(PurchaseQuery.PRICE.greaterThan(min))
        .list();
  }

  /**
   * The rows where {@code userId = userId}, as {@code SaleLine}.
   *
   * <p>Plan: {@code prefix scan on userId}.
   */
  @Override
  public List<SaleLine> findLinesByUserId(String userId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findLinesByUserId", "userId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .select(SaleLineProjection.INSTANCE)
        .list();
  }

  /**
   * The rows where {@code price > min}.
   *
   * <p>Plan: {@code full scan, tested in the client on price}.
   */
  @Override
  public List<Purchase> findByPriceGreaterThan(BigDecimal min) {
    RepositorySupport.requireColumn(min, "Purchase", "price",
        "PurchaseRepository.findByPriceGreaterThan", "min");
    return new RangeQuery<>(QueryState.start(context))
        .where(PurchaseQuery.PRICE.greaterThan(min))
        .list();
  }

  /**
   * The first row where {@code userId = userId} and {@code time = time} and {@code productId = productId}.
   *
   * <p>Plan: {@code get by key}.
   */
  @Override
  public Optional<Purchase> findByUserIdAndTimeAndProductId(String userId, Instant time,
      String productId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductId", "userId");
    RepositorySupport.requireKey(time, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.findByUserIdAndTimeAndProductId", "time");
    RepositorySupport.requireKey(productId, PurchaseMapper.KEY_PRODUCT_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductId", "productId");
    return dao.get(new PurchaseMapper.Key(userId, time, productId));
  }

  /**
   * The rows where {@code userId = userId} and {@code time = time} and {@code productId} in {@code productIds}.
   *
   * <p>Plan: {@code multi-get}.
   */
  @Override
  public List<Purchase> findByUserIdAndTimeAndProductIdIn(String userId, Instant time,
      Collection<String> productIds) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdIn", "userId");
    RepositorySupport.requireKey(time, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdIn", "time");
    RepositorySupport.requireKeys(productIds, PurchaseMapper.KEY_PRODUCT_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdIn", "productIds");
    List<PurchaseMapper.Key> keys = new ArrayList<>();
    for (String productId : productIds) {
      keys.add(new PurchaseMapper.Key(userId, time, productId));
    }
    return KeyLookup.of(context, PurchaseMapper.INSTANCE, keys)
        .list();
  }

  /**
   * The rows where {@code userId = userId} and {@code time = time} and {@code productId} starts with {@code prefix}.
   *
   * <p>Plan: {@code prefix scan on userId, time, prefix of productId}.
   */
  @Override
  public List<Purchase> findByUserIdAndTimeAndProductIdStartingWith(String userId, Instant time,
      String prefix) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdStartingWith", "userId");
    RepositorySupport.requireKey(time, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdStartingWith", "time");
    RepositorySupport.requireKey(prefix, PurchaseMapper.KEY_PRODUCT_ID,
        "PurchaseRepository.findByUserIdAndTimeAndProductIdStartingWith", "prefix");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId)
        .equal(PurchaseMapper.KEY_TIME, time)
        .startingWith(PurchaseMapper.KEY_PRODUCT_ID, prefix))
        .list();
  }

  /**
   * The rows where {@code userId = userId} and {@code productId = productId}.
   *
   * <p>Plan: {@code prefix scan on userId, tested in the client on productId}.
   */
  @Override
  public List<Purchase> findByUserIdAndProductId(String userId, String productId) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.findByUserIdAndProductId", "userId");
    RepositorySupport.requireKey(productId, PurchaseMapper.KEY_PRODUCT_ID,
        "PurchaseRepository.findByUserIdAndProductId", "productId");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId))
        .where(Condition.<Purchase>client("productId = ?",
            row -> PurchaseMapper.INSTANCE.decodeKey(row.getRow()).productId().equals(productId),
            List.of()))
        .list();
  }

  /**
   * Deletes the rows where {@code userId = userId} and {@code time < before}, their keys read without values and deleted in batches through the DAO (with their index entries and relation inverses); returns how many.
   *
   * <p>Plan: {@code prefix scan on userId, range on time (<)}.
   */
  @Override
  public long deleteByUserIdAndTimeBefore(String userId, Instant before) {
    RepositorySupport.requireKey(userId, PurchaseMapper.KEY_USER_ID,
        "PurchaseRepository.deleteByUserIdAndTimeBefore", "userId");
    RepositorySupport.requireKeyBound(before, PurchaseMapper.KEY_TIME,
        "PurchaseRepository.deleteByUserIdAndTimeBefore", "before");
    return new RangeQuery<>(QueryState.start(context)
        .equal(PurchaseMapper.KEY_USER_ID, userId)
        .range(PurchaseMapper.KEY_TIME, null, /* fromInclusive= */ false, before, /* toInclusive= */ false))
        .delete();
  }
}
