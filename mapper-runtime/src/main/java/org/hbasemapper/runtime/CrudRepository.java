package org.hbasemapper.runtime;

import java.util.List;
import java.util.Optional;
import org.hbasemapper.annotations.audience.Api;

/**
 * The operations every {@code @Repository} interface inherits, in Spring Data's names, implemented by
 * the generated {@code <Interface>Impl} on the entity's DAO: {@code save} is the DAO's {@code put}
 * (index and relation upkeep, {@code @Version} checks included), {@code findAllById} one multi-get.
 *
 * @param <E> the entity type
 * @param <K> the key type, the generated {@code <Entity>Mapper.Key} record
 */
@Api
public interface CrudRepository<E, K> {
  /** Writes {@code entity} (the DAO's {@code put}) and returns it. */
  <S extends E> S save(S entity);

  /** Writes every entity (the DAO's {@code putAll}: buffered, flushed before return) and returns them. */
  <S extends E> List<S> saveAll(Iterable<S> entities);

  /** The entity stored under {@code id}, if any. */
  Optional<E> findById(K id);

  /** The entities stored under {@code ids}, in their order, missing ones left out; one multi-get. */
  List<E> findAllById(Iterable<K> ids);

  /** Whether an entity is stored under {@code id}. */
  boolean existsById(K id);

  /** Deletes the row of {@code id} (and its index entries and relation inverses). */
  void deleteById(K id);

  /** Deletes the row of {@code entity}'s key. */
  void delete(E entity);
}
