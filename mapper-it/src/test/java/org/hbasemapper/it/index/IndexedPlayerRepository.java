package org.hbasemapper.it.index;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** {@link IndexedPlayer}s by nickname, a method served by the index. */
@Repository
public interface IndexedPlayerRepository extends CrudRepository<IndexedPlayer, IndexedPlayerMapper.Key> {
  List<IndexedPlayer> findByNickname(String nickname);
}
