package org.hbasemapper.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LayoutComparisonTest {
  private static final EntityLayout.Family D = new EntityLayout.Family("d", 1, 0, Integer.MAX_VALUE, "NONE", "ROW", 65536, true, false);

  private static EntityLayout user(List<EntityLayout.KeyPart> key, List<EntityLayout.Cell> cells) {
    return new EntityLayout("x.User", null, key, List.of(D), cells, List.of(), null, null, List.of(), List.of());
  }

  private static final List<EntityLayout.KeyPart> KEY = List.of(EntityLayout.KeyPart.of("id", Encoding.INT64, 0, false));

  private static EntityLayout.Cell cell(String q, Encoding e, String field) {
    return new EntityLayout.Cell("d", q, e, field, null, List.of());
  }

  private static List<LayoutChange> compare(EntityLayout a, EntityLayout b) {
    return LayoutComparison.compare(a, b, "kt:user");
  }

  @Test
  void sameLayoutHasNoChange() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    assertThat(compare(a, a)).isEmpty();
  }

  @Test
  void renamedFieldWhoseQualifierFollowsIsBreakingAndSuggestsTheExactAnnotation() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    EntityLayout b = user(KEY, List.of(cell("nickname", Encoding.UTF8, "nickname")));
    List<LayoutChange> changes = compare(a, b);
    assertThat(changes).hasSize(1);
    LayoutChange c = changes.get(0);
    assertThat(c.breaking()).isTrue();
    assertThat(c.name()).isEqualTo("nickname");
    assertThat(c.describe()).startsWith("User.nickname is stored in new cell d:nickname while d:nick (field nick) is "
        + "no longer mapped: if nickname is nick renamed, every value stored in kt:user stays in d:nick and reads as null")
        .contains("@Column(family = \"d\", qualifier = \"nick\")")
        .contains("formerly = \"nick\"")
        .contains("@AcceptLayoutChange(from = \"" + a.fingerprint() + "\"");
  }

  @Test
  void renamedFieldOnTheStoredQualifierIsCompatible() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    EntityLayout b = user(KEY, List.of(cell("nick", Encoding.UTF8, "nickname")));
    assertThat(compare(a, b)).singleElement().matches(c -> !c.breaking());
  }

  @Test
  void formerlyReadsTheOldCell() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    EntityLayout b = user(KEY, List.of(new EntityLayout.Cell("d", "nickname", Encoding.UTF8, "nickname", null, List.of("nick"))));
    assertThat(compare(a, b)).noneMatch(LayoutChange::breaking);
  }

  @Test
  void encodingsAreComparedByBytesNotJavaTypes() {
    EntityLayout a = user(KEY, List.of(cell("n", Encoding.INT32, "n"), cell("t", Encoding.INT64, "t"),
        new EntityLayout.Cell("d", "v", Encoding.INT64, "v", "counter", List.of())));
    EntityLayout widened = user(KEY, List.of(cell("n", Encoding.INT64, "n"), cell("t", Encoding.INSTANT, "t"),
        cell("v", Encoding.INT64, "v")));
    List<LayoutChange> changes = compare(a, widened);
    assertThat(changes.get(0).describe()).startsWith("User.n changes the stored encoding of d:n from int32 to int64: "
        + "4-byte values are stored where 8 bytes are read");
    assertThat(changes.stream().filter(LayoutChange::breaking)).hasSize(1);
    assertThat(compare(user(KEY, List.of(cell("t", Encoding.INSTANT, "t"))), user(KEY, List.of(cell("t", Encoding.INT64, "t")))))
        .singleElement().matches(LayoutChange::breaking);
  }

  @Test
  void enumConstantsRemovedBreakAddedDoNot() {
    EntityLayout a = user(KEY, List.of(cell("c", Encoding.enumOf(List.of("RED", "GREEN")), "c")));
    assertThat(compare(a, user(KEY, List.of(cell("c", Encoding.enumOf(List.of("RED", "GREEN", "BLUE")), "c")))))
        .noneMatch(LayoutChange::breaking);
    assertThat(compare(a, user(KEY, List.of(cell("c", Encoding.enumOf(List.of("RED")), "c")))).get(0).message())
        .contains("stored names GREEN are no longer constants of the enum");
    assertThat(compare(a, user(KEY, List.of(cell("c", Encoding.UTF8, "c"))))).noneMatch(LayoutChange::breaking);
  }

  @Test
  void movedFamilyIsBreaking() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    EntityLayout b = user(KEY, List.of(new EntityLayout.Cell("e", "nick", Encoding.UTF8, "nick", null, List.of())));
    assertThat(compare(a, b).get(0).message())
        .isEqualTo("User.nick moves from d:nick to e:nick: every value stored in kt:user stays in d:nick and reads as null");
  }

  @Test
  void removedAndAddedColumnsAreCompatible() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick")));
    assertThat(compare(a, user(KEY, List.of()))).singleElement().matches(c -> !c.breaking());
    assertThat(compare(user(KEY, List.of()), a)).singleElement().matches(c -> !c.breaking());
    // a removal and an unrelated addition of another encoding are not taken for a rename
    assertThat(compare(a, user(KEY, List.of(cell("age", Encoding.INT32, "age"))))).noneMatch(LayoutChange::breaking);
  }

  @Test
  void everyKeyChangeIsBreaking() {
    EntityLayout a = user(List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false),
        EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true)), List.of());
    List<List<EntityLayout.KeyPart>> changed = List.of(
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 12, false), EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true)),
        List.of(EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true), EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false)),
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false), EntityLayout.KeyPart.of("time", Encoding.INT64, 0, false)),
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false), EntityLayout.KeyPart.of("time", Encoding.UUID, 0, true)),
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false), EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true),
            EntityLayout.KeyPart.of("seq", Encoding.INT32, 0, false)),
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false)),
        List.of(EntityLayout.KeyPart.of("user", Encoding.UTF8, 8, false), EntityLayout.KeyPart.recordType("S"),
            EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true)));
    List<String> messages = new ArrayList<>();
    for (List<EntityLayout.KeyPart> key : changed) {
      List<LayoutChange> changes = compare(a, user(key, List.of()));
      assertThat(changes).as(key.toString()).first().matches(LayoutChange::breaking);
      assertThat(changes.get(0).message()).endsWith("every row already stored in kt:user becomes unreachable by get, "
          + "queries, pages and repositories, and a scan over them fails or decodes other fields");
      messages.add(changes.get(0).message());
    }
    assertThat(messages.get(0)).startsWith("User.user changes the width of key part 0 from 8 bytes to 12 bytes");
    assertThat(messages.get(1)).startsWith("User reorders its row key from (user, time) to (time, user)");
    assertThat(messages.get(2)).startsWith("User.time makes key part 1 ascending");
    assertThat(messages.get(4)).startsWith("User.seq adds a key component after time");
    assertThat(messages.get(5)).startsWith("User removes key component time");
    assertThat(messages.get(6)).startsWith("User adds record type code \"S\" to its row key");
    // a renamed key field and an enum read as a string store the same bytes
    EntityLayout renamed = user(List.of(EntityLayout.KeyPart.of("owner", Encoding.UTF8, 8, false),
        EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true)), List.of());
    assertThat(compare(a, renamed)).noneMatch(LayoutChange::breaking);
  }

  @Test
  void saltAndPresenceAndIndexChanges() {
    EntityLayout a = user(KEY, List.of());
    EntityLayout salted = new EntityLayout("x.User", new EntityLayout.KeyPrefix("salt", 8, 1, 1), KEY, List.of(D),
        List.of(), List.of(), null, null, List.of(), List.of());
    assertThat(compare(a, salted).get(0).message()).startsWith("User adds @Salt (salt buckets=8 of=1)");
    EntityLayout marked = new EntityLayout("x.User", null, KEY, List.of(D), List.of(), List.of(), null,
        new EntityLayout.Presence("d", "_", "marker"), List.of(), List.of());
    assertThat(compare(a, marked).get(0).message()).contains("putIfAbsent would take them for absent and overwrite them");
    assertThat(compare(marked, a)).noneMatch(LayoutChange::breaking);
    EntityLayout.Index byNick = new EntityLayout.Index("by_nick", List.of(new EntityLayout.IndexColumn("d", "nick", Encoding.UTF8)), false);
    EntityLayout indexed = new EntityLayout("x.User", null, KEY, List.of(D), List.of(), List.of(), null, null,
        List.of(byNick), List.of());
    assertThat(compare(a, indexed)).singleElement().matches(c -> !c.breaking());
    EntityLayout covering = new EntityLayout("x.User", null, KEY, List.of(D), List.of(), List.of(), null, null,
        List.of(new EntityLayout.Index("by_nick", byNick.columns(), true)), List.of());
    assertThat(compare(indexed, covering).get(0).describe()).contains("give the changed index a new name");
  }
  @Test
  void aPrimitiveColumnDeclaredBeforeThePresenceCellSaysToDeclareItAfter() {
    EntityLayout a = new EntityLayout("x.User", null, KEY, List.of(D), List.of(cell("qty", Encoding.INT32, "qty")),
        List.of(), null, new EntityLayout.Presence("d", "qty", "column"), List.of(), List.of());
    EntityLayout b = new EntityLayout("x.User", null, KEY, List.of(D),
        List.of(cell("age", Encoding.INT32, "age"), cell("qty", Encoding.INT32, "qty")),
        List.of(), null, new EntityLayout.Presence("d", "age", "column"), List.of(), List.of());
    LayoutChange change = compare(a, b).get(0);
    assertThat(change.name()).isEqualTo("age");
    assertThat(change.describe()).contains("Ways forward: keep d:qty the presence cell: declare qty before age "
        + "(the first primitive column is the presence cell)");
  }
  @Test
  void aRemovedColumnIsRememberedSoThatItsQualifierCannotComeBackWithOtherBytes() {
    EntityLayout a = user(KEY, List.of(cell("nick", Encoding.UTF8, "nick"), cell("n", Encoding.INT32, "n")));
    EntityLayout b = user(KEY, List.of(cell("n", Encoding.INT32, "n"))).withRemovedCellsOf(a);
    assertThat(b.cells()).extracting(EntityLayout.Cell::column, EntityLayout.Cell::role)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("d:n", null), org.assertj.core.groups.Tuple.tuple("d:nick", "removed"));
    assertThat(compare(b, user(KEY, List.of(cell("n", Encoding.INT32, "n"))).withRemovedCellsOf(b))).isEmpty();
    List<LayoutChange> back = compare(b, user(KEY, List.of(cell("n", Encoding.INT32, "n"), cell("nick", Encoding.INT64, "nick"))));
    assertThat(back).first().matches(LayoutChange::breaking);
    assertThat(back.get(0).message()).startsWith("User.nick maps d:nick, which rows stored in kt:user still hold as "
        + "utf8 (field nick, removed before)");
    assertThat(compare(b, user(KEY, List.of(cell("n", Encoding.INT32, "n"), cell("nick", Encoding.UTF8, "nickname")))))
        .noneMatch(LayoutChange::breaking);
    // a removed cell is not taken for one half of a rename later on
    assertThat(compare(b, user(KEY, List.of(cell("n", Encoding.INT32, "n"), cell("email", Encoding.UTF8, "email")))))
        .noneMatch(LayoutChange::breaking);
  }

  @Test
  void anEntitySectionsLinesAreNumberedAsWritten() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> LayoutText.parseEntity("entity a.A\n  key id\n", "recorded"))
        .hasMessage("recorded, line 2: expected 'key <field> <encoding> [width=N|variable] [descending]'");
  }
}
