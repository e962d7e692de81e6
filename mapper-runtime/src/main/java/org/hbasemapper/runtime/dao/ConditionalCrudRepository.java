package org.hbasemapper.runtime.dao;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.filter.Condition;

/**
 * A {@link CrudRepository} that also writes and deletes only where a condition holds, checked by
 * HBase in the same call as the write: extend it instead of {@code CrudRepository} to have them.
 *
 * <pre>{@code
 * @Repository
 * public interface StockRepository extends ConditionalCrudRepository<Stock, StockMapper.Key> {}
 *
 * boolean saved = stocks.save(stock, StockQuery.QUANTITY.greaterThan(0));
 * }</pre>
 *
 * <p>Its own interface, not methods of {@code CrudRepository}: conditions are built from the
 * generated query constants ({@code org.hbasemapper.runtime.filter}), which the API package below
 * them does not name.
 *
 * @param <E> the entity type
 * @param <K> the key type, the generated {@code <Entity>Mapper.Key} record
 */
@Api
public interface ConditionalCrudRepository<E, K> extends CrudRepository<E, K> {
  /**
   * Writes {@code entity} (the DAO's {@code put(entity, condition)}) only if {@code condition} holds
   * for the stored row; returns whether it wrote.
   */
  boolean save(E entity, Condition<E> condition);

  /**
   * Deletes the row of {@code id} (the DAO's {@code delete(key, condition)}) only if {@code condition}
   * holds for it; returns whether it deleted.
   */
  boolean deleteById(K id, Condition<E> condition);
}
