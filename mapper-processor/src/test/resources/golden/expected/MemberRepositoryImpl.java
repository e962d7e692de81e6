package golden;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.internal.RepositorySupport;
import org.hbasemapper.runtime.query.KeyLookup;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.jspecify.annotations.NullMarked;

/**
 * {@link MemberRepository} over {@link MemberDao}: each derived query method is one call chain,
 * planned when compiling from its name and the row-key layout (its javadoc shows the plan).
 * Thread-safe; holds the caller's {@code Connection} and never closes it.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberRepositoryImpl implements MemberRepository {
  private final MemberDao dao;

  private final QueryContext<Member> context;

  private final IndexQuery.State<Member> nicknameLookup;

  private final IndexQuery.State<Member> byCityGenderLookup;

  /**
   * A repository over {@code connection}, which stays the caller's to close.
   */
  public MemberRepositoryImpl(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A repository over {@code connection}, which stays the caller's to close, built with
   * {@code options} (namespace mapping, operation listener).
   */
  public MemberRepositoryImpl(Connection connection, MapperOptions options) {
    this.dao = new MemberDao(connection, options);
    this.context = dao.queryContext();
    this.nicknameLookup = RepositorySupport.indexLookup(connection, MemberMapper.INSTANCE, MemberMapper.INDEX_NICKNAME, options);
    this.byCityGenderLookup = RepositorySupport.indexLookup(connection, MemberMapper.INSTANCE, MemberMapper.INDEX_BY_CITY_GENDER, options);
  }

  @Override
  public <S extends Member> S save(S entity) {
    dao.put(entity);
    return entity;
  }

  @Override
  public <S extends Member> List<S> saveAll(Iterable<S> entities) {
    List<S> list = new ArrayList<>();
    entities.forEach(list::add);
    dao.putAll(list);
    return list;
  }

  @Override
  public Optional<Member> findById(MemberMapper.Key id) {
    return dao.get(id);
  }

  @Override
  public List<Member> findAllById(Iterable<MemberMapper.Key> ids) {
    List<MemberMapper.Key> keys = new ArrayList<>();
    ids.forEach(keys::add);
    return dao.getAll(keys);
  }

  @Override
  public boolean existsById(MemberMapper.Key id) {
    return dao.exists(id);
  }

  @Override
  public void deleteById(MemberMapper.Key id) {
    dao.delete(id);
  }

  @Override
  public void delete(Member entity) {
    dao.delete(MemberMapper.INSTANCE.keyOf(entity));
  }

  /**
   * The rows where {@code nickname = nickname}.
   *
   * <p>Plan: {@code index nickname}.
   */
  @Override
  public List<Member> findByNickname(String nickname) {
    RepositorySupport.requireColumn(nickname, "Member", "nickname",
        "MemberRepository.findByNickname", "nickname");
    return new IndexQuery<>(nicknameLookup
        .equal(MemberMapper.INDEX_CODEC_NICKNAME, nickname))
        .list();
  }

  /**
   * The rows where {@code city = city} and {@code gender = gender}.
   *
   * <p>Plan: {@code index by_city_gender}.
   */
  @Override
  public List<Member> findByCityAndGender(String city, String gender) {
    RepositorySupport.requireColumn(city, "Member", "city",
        "MemberRepository.findByCityAndGender", "city");
    RepositorySupport.requireColumn(gender, "Member", "gender",
        "MemberRepository.findByCityAndGender", "gender");
    return new IndexQuery<>(byCityGenderLookup
        .equal(MemberMapper.INDEX_CODEC_CITY, city)
        .equal(MemberMapper.INDEX_CODEC_GENDER, gender))
        .list();
  }

  /**
   * A page of the rows where {@code city = city} and {@code gender = gender} and {@code age >= age}.
   *
   * <p>Plan: {@code index by_city_gender, tested in the client on age}.
   */
  @Override
  public Page<Member> findByCityAndGenderAndAgeGreaterThanEqual(String city, String gender, int age,
      PageRequest page) {
    RepositorySupport.requireColumn(city, "Member", "city",
        "MemberRepository.findByCityAndGenderAndAgeGreaterThanEqual", "city");
    RepositorySupport.requireColumn(gender, "Member", "gender",
        "MemberRepository.findByCityAndGenderAndAgeGreaterThanEqual", "gender");
    RepositorySupport.requirePage(page, "MemberRepository.findByCityAndGenderAndAgeGreaterThanEqual", "page");
    return new IndexQuery<>(byCityGenderLookup
        .equal(MemberMapper.INDEX_CODEC_CITY, city)
        .equal(MemberMapper.INDEX_CODEC_GENDER, gender))
        .where(MemberQuery.AGE.greaterThanOrEqual(age))
        .page(page);
  }

  /**
   * The rows where {@code city = city}, as {@code MemberCard}.
   *
   * <p>Plan: {@code index by_city_gender}.
   */
  @Override
  public List<MemberCard> findCardsByCity(String city) {
    RepositorySupport.requireColumn(city, "Member", "city",
        "MemberRepository.findCardsByCity", "city");
    return new IndexQuery<>(byCityGenderLookup
        .equal(MemberMapper.INDEX_CODEC_CITY, city))
        .select(MemberCardProjection.INSTANCE)
        .list();
  }

  /**
   * The rows where {@code id} in {@code ids}.
   *
   * <p>Plan: {@code multi-get}.
   */
  @Override
  public List<Member> findByIdIn(Collection<Long> ids) {
    RepositorySupport.requireKeys(ids, MemberMapper.KEY_ID, "MemberRepository.findByIdIn", "ids");
    List<MemberMapper.Key> keys = new ArrayList<>();
    for (long id : ids) {
      keys.add(new MemberMapper.Key(id));
    }
    return KeyLookup.of(context, MemberMapper.INSTANCE, keys)
        .list();
  }

  /**
   * The rows where {@code from <= id <= to} (inclusive).
   * Between includes both bounds, as in Spring Data (the query builder's ranges are half-open).
   *
   * <p>Plan: {@code key scan, range on id (inclusive)}.
   */
  @Override
  public List<Member> findByIdBetween(long from, long to) {
    return new RangeQuery<>(QueryState.start(context)
        .range(MemberMapper.KEY_ID, from, /* fromInclusive= */ true, to, /* toInclusive= */ true))
        .list();
  }

  /**
   * The number of rows where {@code nickname = nickname}.
   *
   * <p>Plan: {@code index nickname}.
   */
  @Override
  public int countByNickname(String nickname) {
    RepositorySupport.requireColumn(nickname, "Member", "nickname",
        "MemberRepository.countByNickname", "nickname");
    return Math.toIntExact(new IndexQuery<>(nicknameLookup
        .equal(MemberMapper.INDEX_CODEC_NICKNAME, nickname))
        .count());
  }
}
