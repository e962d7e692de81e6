package org.hbasemapper.it.evolution;

import java.util.List;
import org.hbasemapper.annotations.AllowScan;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** Profiles by their moved fields: through the index on nickname, and a filtered scan on age. */
@Repository
public interface ProfileRepository extends CrudRepository<Profile, ProfileMapper.Key> {
  List<Profile> findByNickname(String nickname);

  long countByNickname(String nickname);

  @AllowScan
  List<Profile> findByCityAndAgeGreaterThanEqual(String city, Integer age);

  @AllowScan
  List<Profile.Card> findCardsByAgeLessThan(Integer age);
}
