package org.hbasemapper.it.index;

import java.util.Collection;
import java.util.List;
import org.hbasemapper.annotations.Projection;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/** The indexed members through a repository: lookups by nickname and by city and gender, filtered by age. */
@Repository
public interface MemberRepository extends CrudRepository<Member, MemberMapper.Key> {
  /** A member as a list shows it; also usable with the DAO alone, hence {@code @Projection}. */
  @Projection(Member.class)
  record Card(long id, String nickname, Gender gender) {}

  List<Member> findByNickname(String nickname);

  List<Member> findByNicknameBetween(String from, String to);

  List<Member> findByNicknameGreaterThanEqual(String from);

  List<Member> findByCityAndGender(String city, Gender gender);

  Page<Member> findByCityAndGenderAndAgeLessThan(String city, Gender gender, int age, PageRequest page);

  List<Card> findCardsByCity(String city);

  List<Member> findByIdBetween(long from, long to);

  List<Member> findByIdLessThan(long id);

  List<Member> findByIdLessThanEqual(long id);

  List<Member> findByIdGreaterThan(long id);

  List<Member> findByIdGreaterThanEqual(long id);

  List<Member> findByIdIn(Collection<Long> ids);

  List<Member> findByCityAndAgeLessThan(String city, int age);

  long countByCity(String city);

  boolean existsByNickname(String nickname);

  long deleteByCityAndGender(String city, Gender gender);
}
