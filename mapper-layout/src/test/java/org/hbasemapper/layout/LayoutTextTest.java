package org.hbasemapper.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LayoutTextTest {

  static EntityLayout sale() {
    return new EntityLayout("org.example.Sale",
        new EntityLayout.KeyPrefix("salt", 16, 1, 1),
        List.of(EntityLayout.KeyPart.of("userId", Encoding.UTF8, 8, false),
            EntityLayout.KeyPart.recordType("S"),
            EntityLayout.KeyPart.of("time", Encoding.INT64, 0, true),
            EntityLayout.KeyPart.of("color", Encoding.enumOf(List.of("RED", "GREEN")), 0, false)),
        List.of(new EntityLayout.Family("d", 1, 0, Integer.MAX_VALUE, "NONE", "ROW", 65536, true, false)),
        List.of(new EntityLayout.Cell("d", "price", Encoding.DECIMAL, "price", null, List.of()),
            new EntityLayout.Cell("d", "a b\"c", Encoding.codec("com.example.MoneyCodec"), "odd", null, List.of()),
            new EntityLayout.Cell("d", "nickname", Encoding.UTF8, "nickname", null, List.of("nick", "n:k")),
            new EntityLayout.Cell("d", "views", Encoding.INT64, "views", "counter", List.of())),
        List.of(new EntityLayout.Dynamic("fans", Encoding.UTF8, Encoding.INT32, "fans")),
        "updated",
        new EntityLayout.Presence("d", "_", "marker"),
        List.of(new EntityLayout.Index("by_price", List.of(new EntityLayout.IndexColumn("d", "price", Encoding.INT64)), true)),
        List.of(new EntityLayout.Accepted("0011aabb", "ccdd2233", "empty table, \"really\"")));
  }

  @Test
  void roundTripsEveryKindOfLine() throws Exception {
    TableLayout table = new TableLayout("shop:sale", List.of(sale()));
    String text = LayoutText.render(table);
    assertThat(text).contains("key-prefix salt buckets=16 of=1", "key userId utf8 width=8", "key-type S",
        "key time int64 descending", "key color enum(RED,GREEN) variable", "cell d:\"a b\\\"c\" codec(com.example.MoneyCodec)",
        "formerly=nick formerly=\"n:k\"", "role=counter", "dynamic fans key=utf8 value=int32 field=fans",
        "timestamp field=updated", "presence d:_ marker", "index by_price d:price int64 covering",
        "accepted 0011aabb ccdd2233 \"empty table, \\\"really\\\"\"");
    assertThat(LayoutText.parse(text, "shop.sale.layout")).isEqualTo(table);
  }

  @Test
  void fieldsOfAMappedSuperclassNameItAndOlderTextsReadAsTheEntitysOwn() throws Exception {
    EntityLayout post = new EntityLayout("org.example.Post", null,
        List.of(EntityLayout.KeyPart.of("id", Encoding.INT64, 0, false, "org.example.Keyed")),
        List.of(new EntityLayout.Family("d", 1, 0, Integer.MAX_VALUE, "NONE", "ROW", 65536, true, false)),
        List.of(new EntityLayout.Cell("d", "created", Encoding.INSTANT, "created", null, List.of(), "org.example.Audited"),
            new EntityLayout.Cell("d", "text", Encoding.UTF8, "text", null, List.of())),
        List.of(new EntityLayout.Dynamic("tags", Encoding.UTF8, Encoding.INT32, "tags", "org.example.Tagged")),
        null, null, List.of(), List.of());
    TableLayout table = new TableLayout("blog:post", List.of(post));
    String text = LayoutText.render(table);
    assertThat(text).contains("key id int64 from=org.example.Keyed",
        "cell d:created instant field=created from=org.example.Audited\n", "cell d:text utf8 field=text\n",
        "dynamic tags key=utf8 value=int32 field=tags from=org.example.Tagged");
    assertThat(LayoutText.parse(text, "blog.post.layout")).isEqualTo(table);

    TableLayout older = LayoutText.parse(text.replace(" from=org.example.Keyed", "")
        .replace(" from=org.example.Audited", "").replace(" from=org.example.Tagged", ""), "blog.post.layout");
    EntityLayout stored = older.entities().get(0);
    assertThat(stored.key().get(0).from()).isNull();
    assertThat(stored.cells()).extracting(EntityLayout.Cell::from).containsOnlyNulls();
    assertThat(stored.dynamics().get(0).from()).isNull();
    assertThat(LayoutComparison.compare(stored, post, "blog:post")).noneMatch(LayoutChange::breaking);
  }

  @Test
  void entitiesAreSortedSoTheTextIsStable() throws Exception {
    EntityLayout b = new EntityLayout("b.B", null, List.of(), List.of(), List.of(), List.of(), null, null, List.of(), List.of());
    EntityLayout a = new EntityLayout("a.A", null, List.of(), List.of(), List.of(), List.of(), null, null, List.of(), List.of());
    assertThat(LayoutText.render(new TableLayout("t:t", List.of(b, a))))
        .isEqualTo(LayoutText.render(new TableLayout("t:t", List.of(a, b))));
  }

  @Test
  void fingerprintIgnoresAcceptedChangesButNotLayout() {
    EntityLayout s = sale();
    assertThat(s.fingerprint()).hasSize(8).isEqualTo(s.withAccepted(List.of(new EntityLayout.Accepted("1", "2", "x"))).fingerprint());
    EntityLayout other = new EntityLayout(s.entity(), null, s.key(), s.families(), s.cells(), s.dynamics(),
        s.timestampField(), s.presence(), s.indexes(), s.accepted());
    assertThat(other.fingerprint()).isNotEqualTo(s.fingerprint());
  }

  @Test
  void nonsenseNamesTheFileAndLine() {
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\nentity a.A\n  key id\n", "t.t.layout"))
        .isInstanceOf(LayoutFormatException.class)
        .hasMessage("t.t.layout, line 4: expected 'key <field> <encoding> [width=N|variable] [descending]'");
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\nentity a.A\n  colour red\n", "t.t.layout"))
        .hasMessage("t.t.layout, line 4: unknown line 'colour'");
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\n  cell d:x utf8 field=x\n", "t.t.layout"))
        .hasMessage("t.t.layout, line 3: 'cell' before any 'entity' line");
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\nentity a.A\n  cell d:x utf8 field=\"x\n", "f"))
        .hasMessage("f, line 4: a quote is not closed");
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\nentity a.A\n  family d versions=x\n", "f"))
        .hasMessage("f, line 4: versions must be a number, found 'x'");
    assertThatThrownBy(() -> LayoutText.parse("hello\n", "f"))
        .hasMessage("f, line 1: the first line must be 'format 1', found 'hello'");
    assertThatThrownBy(() -> LayoutText.parse("", "f"))
        .hasMessage("f: no 'format' and 'table' lines: this is not an hbase-mapper layout");
    assertThatThrownBy(() -> LayoutText.parse("format 1\ntable t:t\nentity a.A\nentity a.A\n", "f"))
        .hasMessage("f, line 4: entity a.A appears twice");
  }

  @Test
  void aNewerFormatSaysToUpgrade() {
    assertThatThrownBy(() -> LayoutText.parse("# x\nformat 2\ntable t:t\n", "f"))
        .hasMessage("f, line 2: written in layout format 2 by a newer hbase-mapper; this version reads format 1: "
            + "upgrade hbase-mapper, or restore the file from version control");
  }
}
