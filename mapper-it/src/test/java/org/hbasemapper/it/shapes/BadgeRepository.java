package org.hbasemapper.it.shapes;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** Badges by owner, whole or as a class projection. */
@Repository
public interface BadgeRepository extends CrudRepository<Badge, BadgeMapper.Key> {
  List<Badge> findByOwner(String owner);

  List<BadgeTitle> findTitlesByOwner(String owner);
}
