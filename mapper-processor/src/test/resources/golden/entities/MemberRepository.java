package golden;

import java.util.Collection;
import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

@Repository
public interface MemberRepository extends CrudRepository<Member, MemberMapper.Key> {
  List<Member> findByNickname(String nickname);

  List<Member> findByCityAndGender(String city, String gender);

  Page<Member> findByCityAndGenderAndAgeGreaterThanEqual(String city, String gender, int age, PageRequest page);

  List<MemberCard> findCardsByCity(String city);

  List<Member> findByIdIn(Collection<Long> ids);

  List<Member> findByIdBetween(long from, long to);

  int countByNickname(String nickname);
}
