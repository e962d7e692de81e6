package org.hbasemapper.it.shapes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An immutable class built through its constructor, on the mini cluster: written and read back whole
 * (absent cells as null and false), queried by key prefix, paged, looked up by its index, and read as
 * a class projection through the DAO and a repository.
 */
@HBaseTest
class ImmutableClassTest {
  static BadgeDao badges;
  static BadgeRepository repository;

  @BeforeAll
  static void setUp(Connection c) throws Exception {
    new SchemaManager(c).createIfMissing(BadgeMapper.INSTANCE.schema());
    badges = new BadgeDao(c);
    repository = new BadgeRepositoryImpl(c);
  }

  @Test
  void writtenReadAndDeletedThroughTheConstructorAndTheSetter() {
    Badge gold = new Badge("ann", 1, "gold", true, 10L).withNote("first");
    Badge bare = new Badge("ann", 2, null, false, null);
    badges.put(gold);
    badges.put(bare);

    assertThat(badges.get("ann", 1)).contains(gold);
    assertThat(badges.get("ann", 2)).contains(bare);
    assertThat(badges.getAll(List.of(new BadgeMapper.Key("ann", 2), new BadgeMapper.Key("ann", 1))))
        .containsExactly(bare, gold);
    assertThat(badges.exists("ann", 1)).isTrue();

    badges.delete("ann", 2);
    assertThat(badges.get("ann", 2)).isEmpty();
    assertThat(repository.findById(new BadgeMapper.Key("ann", 1))).contains(gold);
  }

  @Test
  void queriedPagedLookedUpByIndexAndProjected() {
    List<Badge> bob = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      bob.add(new Badge("bob", i, i % 2 == 0 ? "silver" : "bronze", i > 2, (long) i * 100));
    }
    badges.putAll(bob);

    assertThat(badges.query().owner("bob").list()).containsExactlyElementsOf(bob);
    assertThat(badges.query().owner("bob").numberBetween(2, 4).list()).containsExactly(bob.get(1), bob.get(2));

    Page<Badge> first = badges.query().owner("bob").page(PageRequest.ofSize(2));
    Page<Badge> second = badges.query().owner("bob").page(first.next());
    Page<Badge> third = badges.query().owner("bob").page(second.next());
    assertThat(first.content()).containsExactly(bob.get(0), bob.get(1));
    assertThat(second.content()).containsExactly(bob.get(2), bob.get(3));
    assertThat(third.content()).containsExactly(bob.get(4));
    assertThat(third.hasNext()).isFalse();

    assertThat(badges.findByTitle("silver").list()).containsExactlyInAnyOrder(bob.get(1), bob.get(3));

    assertThat(badges.query().owner("bob").select(BadgeTitle.class).list()).containsExactly(
        new BadgeTitle(1, "bronze"), new BadgeTitle(2, "silver"), new BadgeTitle(3, "bronze"),
        new BadgeTitle(4, "silver"), new BadgeTitle(5, "bronze"));
    assertThat(repository.findTitlesByOwner("bob")).hasSize(5).first().isEqualTo(new BadgeTitle(1, "bronze"));
    assertThat(repository.findByOwner("bob")).containsExactlyElementsOf(bob);
  }
}
