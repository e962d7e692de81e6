package org.hbasemapper.it.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.util.Bytes;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated member repository against the cluster: index lookups, signed ranges on the {@code long} row key
 * across zero, multi-gets, projections, and the index entries a repository's writes and deletes keep in step. Ids
 * (negative, around zero, and above 10^15) and cities are this class's own; {@link IndexTest} uses ids 100 to 1000.
 */
@HBaseTest
class MemberRepositoryTest {
  static final long BIG = 1_000_000_000_000_000L;
  static MemberRepository repository;
  static List<Member> loaded = new ArrayList<>();

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(MemberMapper.INSTANCE.schema());
    repository = new MemberRepositoryImpl(connection);
    for (long id = -20; id <= 20; id++) {
      loaded.add(member(id));
    }
    for (long id = BIG; id < BIG + 10; id++) {
      loaded.add(member(id));
    }
    repository.saveAll(loaded);
  }

  static Member member(long id) {
    int n = (int) Math.floorMod(id, 7L);
    return new Member(id, "rm" + Math.floorMod(id, 5L), "Repo" + (n % 3), Gender.values()[n % 2], n * 10 - 20);
  }

  static List<Member> where(Predicate<Member> test) {
    return loaded.stream().filter(test).sorted(Comparator.comparingLong(Member::id)).toList();
  }

  static List<Long> ids(List<Member> members) {
    return members.stream().map(Member::id).toList();
  }

  @Test
  void signedRangesOnTheRowKeyCrossZero() {
    assertThat(ids(repository.findByIdBetween(-3, 3))).containsExactly(-3L, -2L, -1L, 0L, 1L, 2L, 3L);
    assertThat(ids(repository.findByIdBetween(-20, -18))).containsExactly(-20L, -19L, -18L);
    assertThatThrownBy(() -> repository.findByIdBetween(3, -3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Member.id");
    assertThat(ids(repository.findByIdLessThan(-17))).containsExactly(-20L, -19L, -18L);
    assertThat(ids(repository.findByIdLessThanEqual(-17))).containsExactly(-20L, -19L, -18L, -17L);
    assertThat(repository.findByIdLessThan(-20)).isEmpty();
    assertThat(ids(repository.findByIdGreaterThan(BIG + 7))).containsExactly(BIG + 8, BIG + 9);
    assertThat(ids(repository.findByIdGreaterThanEqual(BIG + 7))).containsExactly(BIG + 7, BIG + 8, BIG + 9);
    assertThat(repository.findByIdBetween(-3, 3)).containsExactlyElementsOf(where(m -> m.id() >= -3 && m.id() <= 3));
  }

  @Test
  void inIsAMultiGetInTheOrderOfTheValues() {
    assertThat(ids(repository.findByIdIn(List.of(5L, -5L, 12345L, BIG)))).containsExactly(5L, -5L, BIG);
  }

  @Test
  void indexLookups() {
    assertThat(repository.findByNickname("rm3"))
        .containsExactlyInAnyOrderElementsOf(where(m -> m.nickname().equals("rm3"))).isNotEmpty();
    assertThat(repository.existsByNickname("rm3")).isTrue();
    assertThat(repository.existsByNickname("nobody")).isFalse();
    assertThat(repository.findByCityAndGender("Repo1", Gender.MALE))
        .containsExactlyInAnyOrderElementsOf(where(m -> m.city().equals("Repo1") && m.gender() == Gender.MALE))
        .isNotEmpty();
    assertThat(repository.countByCity("Repo2")).isEqualTo(where(m -> m.city().equals("Repo2")).size());
    assertThat(repository.findByCityAndAgeLessThan("Repo0", 0))
        .containsExactlyInAnyOrderElementsOf(where(m -> m.city().equals("Repo0") && m.age() < 0)).isNotEmpty();
    assertThat(repository.findByCityAndAgeLessThan("Repo0", -20)).isEmpty();
  }

  /** Other tests share the index: each answer holds only matching members, and every one of this class's. */
  @Test
  void rangesOnAnIndexIncludeTheirBounds() {
    assertThat(repository.findByNicknameBetween("rm1", "rm2"))
        .allMatch(m -> m.nickname().compareTo("rm1") >= 0 && m.nickname().compareTo("rm2") <= 0)
        .filteredOn(loaded::contains)
        .containsExactlyInAnyOrderElementsOf(where(m -> m.nickname().equals("rm1") || m.nickname().equals("rm2")))
        .isNotEmpty();
    assertThat(repository.findByNicknameGreaterThanEqual("rm4"))
        .allMatch(m -> m.nickname().compareTo("rm4") >= 0)
        .filteredOn(loaded::contains)
        .containsExactlyInAnyOrderElementsOf(where(m -> m.nickname().compareTo("rm4") >= 0)).isNotEmpty();
  }

  /**
   * A null where a method looks up an index, a range bound included, is refused naming the method, the parameter
   * and the column, before any I/O; so is a null where it sets the row key, an in-list holding one, and a null page.
   */
  @Test
  void nullIndexAndKeyArgumentsAreRefusedBeforeAnyIo(Connection connection) {
    List<String> operations = new CopyOnWriteArrayList<>();
    MemberRepository watched = new MemberRepositoryImpl(connection, MapperOptions.defaults().withListener(info -> {
      operations.add(info.operation());
      return Operation.NONE;
    }));

    refused(() -> watched.findByNicknameBetween("rm1", null), "findByNicknameBetween", "to", "column Member.nickname");
    refused(() -> watched.findByNicknameBetween(null, "rm2"), "findByNicknameBetween", "from",
        "column Member.nickname");
    refused(() -> watched.findByNicknameGreaterThanEqual(null), "findByNicknameGreaterThanEqual", "from",
        "column Member.nickname");
    refused(() -> watched.findByNickname(null), "findByNickname", "nickname", "column Member.nickname");
    refused(() -> watched.existsByNickname(null), "existsByNickname", "nickname", "column Member.nickname");
    refused(() -> watched.findByCityAndGender("Repo1", null), "findByCityAndGender", "gender", "column Member.gender");
    refused(() -> watched.findByCityAndGender(null, Gender.MALE), "findByCityAndGender", "city", "column Member.city");
    refused(() -> watched.findCardsByCity(null), "findCardsByCity", "city", "column Member.city");
    refused(() -> watched.countByCity(null), "countByCity", "city", "column Member.city");
    refused(() -> watched.deleteByCityAndGender("Repo1", null), "deleteByCityAndGender", "gender",
        "column Member.gender");
    refused(() -> watched.findByIdIn(null), "findByIdIn", "ids", "row-key component Member.id");
    refused(() -> watched.findByIdIn(Arrays.asList(1L, null)), "findByIdIn", "ids", "row-key component Member.id");
    assertThatThrownBy(() -> watched.findByCityAndGenderAndAgeLessThan("Repo1", Gender.MALE, 30, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("MemberRepository.findByCityAndGenderAndAgeLessThan: argument 'page' is null");

    assertThat(operations).isEmpty();
    assertThat(repository.findByCityAndGender("Repo1", Gender.MALE)).isNotEmpty();
  }

  private static void refused(ThrowingCallable call, String method, String parameter, String target) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("MemberRepository." + method + ": argument '" + parameter + "' ")
        .hasMessageContaining(target);
  }

  @Test
  void pagesOfAnIndexLookupWithANegativeFilter() {
    List<Member> seen = new ArrayList<>();
    Page<Member> page = repository.findByCityAndGenderAndAgeLessThan("Repo0", Gender.FEMALE, 25, PageRequest.ofSize(3));
    seen.addAll(page.content());
    while (page.hasNext()) {
      page = repository.findByCityAndGenderAndAgeLessThan("Repo0", Gender.FEMALE, 25, page.next());
      seen.addAll(page.content());
    }

    assertThat(seen).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(
        where(m -> m.city().equals("Repo0") && m.gender() == Gender.FEMALE && m.age() < 25)).hasSizeGreaterThan(3);
  }

  @Test
  void projectionSetsOnlyTheCardsFields() {
    assertThat(repository.findCardsByCity("Repo1")).containsExactlyInAnyOrderElementsOf(
        where(m -> m.city().equals("Repo1")).stream()
            .map(m -> new MemberRepository.Card(m.id(), m.nickname(), m.gender())).toList());
    // id comes from the row key; the card reads two of the four cells
    assertThat(MemberRepository_CardProjection.INSTANCE.columns())
        .extracting(column -> Bytes.toString(column[0]) + ":" + Bytes.toString(column[1]))
        .containsExactlyInAnyOrder("info:nickname", "info:gender");
  }

  @Test
  void writesAndDeletesKeepTheIndexesInStep() {
    Member moving = new Member(-1000, "rmMover", "RepoX", Gender.FEMALE, -5);
    repository.save(moving);
    assertThat(repository.findByNickname("rmMover")).containsExactly(moving);
    assertThat(repository.findByCityAndGender("RepoX", Gender.FEMALE)).containsExactly(moving);

    Member moved = new Member(-1000, "rmMoved", "RepoY", Gender.MALE, -6);
    repository.save(moved);
    assertThat(repository.findByNickname("rmMover")).isEmpty();
    assertThat(repository.findByCityAndGender("RepoX", Gender.FEMALE)).isEmpty();
    assertThat(repository.findByNickname("rmMoved")).containsExactly(moved);
    assertThat(repository.findById(new MemberMapper.Key(-1000))).contains(moved);

    repository.deleteById(new MemberMapper.Key(-1000));
    assertThat(repository.existsById(new MemberMapper.Key(-1000))).isFalse();
    assertThat(repository.findByNickname("rmMoved")).isEmpty();
    assertThat(repository.countByCity("RepoY")).isZero();

    Member other = new Member(-1001, "rmOther", "RepoZ", Gender.MALE, 1);
    repository.saveAll(List.of(other, new Member(-1002, "rmThird", "RepoZ", Gender.MALE, 2)));
    assertThat(repository.findAllById(List.of(new MemberMapper.Key(-1002), new MemberMapper.Key(-1003),
        new MemberMapper.Key(-1001)))).extracting(Member::id).containsExactly(-1002L, -1001L);
    repository.delete(other);
    assertThat(repository.findByNickname("rmOther")).isEmpty();
    assertThat(repository.deleteByCityAndGender("RepoZ", Gender.MALE)).isEqualTo(1);
    assertThat(repository.findByNickname("rmThird")).isEmpty();
    assertThat(repository.existsById(new MemberMapper.Key(-1002))).isFalse();
  }

  @Test
  void theSchemaReportShowsEachMethodsPlan() throws IOException {
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/hbase-mapper/schema.md")) {
      String report = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(report).contains("| `findByNickname(String)` | index nickname |")
          .contains("| `findByCityAndGenderAndAgeLessThan(String, Gender, int, PageRequest)` | index by_city_gender, "
              + "tested in the client on age |")
          .contains("| `findByIdIn(Collection<Long>)` | multi-get |")
          .contains("| `findByPriceGreaterThan(BigDecimal)` | full scan, tested in the client on price |");
    }
  }
}
