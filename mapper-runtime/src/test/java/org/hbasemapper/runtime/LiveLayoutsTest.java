package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutChange;
import org.hbasemapper.layout.LayoutComparison;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.LayoutCheck.State;
import org.junit.jupiter.api.Test;

/**
 * The layout a schema carries, the descriptor values that record it, and how a recorded layout compares
 * with the running one, on descriptors built in memory (SchemaManager's calls are in mapper-it).
 */
class LiveLayoutsTest {
  private static final String FAMILY = "  family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW "
      + "block-size=65536 block-cache=true in-memory=false\n";
  private static final String V1 = "entity com.example.Device\n  key id utf8 width=8\n" + FAMILY
      + "  cell d:name utf8 field=name\n";
  private static final String KEY = TableSchema.LAYOUT_KEY_PREFIX + "com.example.Device";

  private final LiveLayouts noOldClasses = new LiveLayouts(name -> false);

  private static TableSchema schema(String layout) {
    TableSchema.Builder b = TableSchema.builder("live", "device", "Device").family(FamilySchema.of("d"))
        .keyPart("id", "String", 8, false).column("d", "name", "name", "String");
    return layout == null ? b.build() : b.layout(layout).build();
  }

  private static TableDescriptor table(Map<String, String> values) {
    TableDescriptorBuilder b = TableDescriptorBuilder.newBuilder(TableName.valueOf("live", "device"));
    values.forEach(b::setValue);
    return b.build();
  }

  private LayoutCheck check(Map<String, String> recorded, String running) {
    List<LayoutCheck> checks = noOldClasses.check(table(recorded), schema(running));
    assertThat(checks).hasSize(1);
    return checks.get(0);
  }

  @Test
  void aGeneratedSchemaCarriesItsLayoutAndItsDescriptorRecordsIt() {
    TableSchema schema = schema(V1);

    assertThat(schema.layout()).map(EntityLayout::entity).contains("com.example.Device");
    assertThat(schema.toDescriptor().getValue(KEY)).isEqualTo(V1);
    TableSchema mapped = schema.mapped(Map.of("live", "live_staging"));
    assertThat(mapped.layout()).containsSame(schema.layout().orElseThrow());
    assertThat(mapped.toDescriptor().getValue(KEY)).isEqualTo(V1);
  }

  @Test
  void aSchemaBuiltByHandHasNoLayoutAndNothingToCompare() {
    TableSchema schema = schema(null);

    assertThat(schema.layout()).isEmpty();
    assertThat(schema.toDescriptor().getValues().keySet())
        .noneMatch(k -> k.toString().startsWith(TableSchema.LAYOUT_KEY_PREFIX));
    assertThat(noOldClasses.check(table(Map.of(KEY, V1)), schema)).isEmpty();
  }

  @Test
  void aGroupRecordsOneLayoutPerRecordType() {
    TableSchema header = TableSchema.builder("book", "orders", "Header").family(FamilySchema.of("d"))
        .keyPart("order", "long", 8, false).recordType("H").column("d", "total", "total", "long")
        .layout("entity com.example.Header\n  key order int64\n  key-type H\n" + FAMILY).build();
    TableSchema line = TableSchema.builder("book", "orders", "Line").family(FamilySchema.of("d"))
        .keyPart("order", "long", 8, false).recordType("L").keyPart("line", "int", 4, false)
        .layout("entity com.example.Line\n  key order int64\n  key-type L\n  key line int32\n" + FAMILY).build();
    TableSchema group = TableSchema.group("OrderRow", List.of(header, line));

    assertThat(group.layout()).isEmpty();
    assertThat(group.layoutValues()).containsOnlyKeys(TableSchema.LAYOUT_KEY_PREFIX + "com.example.Header",
        TableSchema.LAYOUT_KEY_PREFIX + "com.example.Line");
    assertThat(noOldClasses.check(null, group)).extracting(LayoutCheck::state)
        .containsExactly(State.NO_TABLE, State.NO_TABLE);
  }

  @Test
  void aLayoutThisRuntimeCannotReadFailsOnlyWhenAskedFor() {
    TableSchema schema = schema("entity com.example.Device\n  key id utf8 width=8\n  hologram d:x\n");

    assertThatThrownBy(schema::layout).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("unknown line 'hologram'")
        .hasMessageEndingWith("; compile Device with the hbase-mapper version of this runtime");
    assertThat(schema.tableName().getNameAsString()).isEqualTo("live:device");
  }

  @Test
  void theSameLayoutIsNoDifference() {
    LayoutCheck check = check(Map.of(KEY, V1), V1);

    assertThat(check.state()).isEqualTo(State.SAME);
    assertThat(check.differences()).isEmpty();
  }

  @Test
  void aBreakingChangeIsReportedInTheWordsOfTheCompileError() throws Exception {
    String wider = V1.replace("width=8", "width=16");
    LayoutCheck check = check(Map.of(KEY, V1), wider);

    List<LayoutChange> expected = LayoutComparison.compare(LayoutText.parseEntity(V1, "v1"),
        LayoutText.parseEntity(wider, "v2"), "live:device");
    assertThat(check.state()).isEqualTo(State.BREAKING);
    assertThat(check.breaking()).isTrue();
    assertThat(check.problems()).containsExactly(expected.get(0).describe() + " (recorded layout: " + KEY + ")");
    assertThat(check.problems().get(0)).startsWith("Device.id changes the width of key part 0 from 8 bytes to 16 "
        + "bytes: every row already stored in live:device becomes unreachable").doesNotContain("\n");
  }

  @Test
  void aCompatibleChangeIsANoteEnsureRecords() {
    LayoutCheck check = check(Map.of(KEY, V1), V1 + "  cell d:note utf8 field=note\n");

    assertThat(check.state()).isEqualTo(State.COMPATIBLE);
    assertThat(check.recordedByEnsure()).isTrue();
    assertThat(check.problems()).isEmpty();
    assertThat(check.notes()).containsExactly("compatible layout change (ensure records it): Device.note is a new "
        + "cell d:note: rows stored before it read it as absent");
  }

  @Test
  void aBreakingChangeAcceptedWithTheAnnotationIsRecorded() throws Exception {
    String fingerprint = LayoutText.parseEntity(V1, "v1").fingerprint();
    String accepted = V1.replace("width=8", "width=16") + "  accepted " + fingerprint + " 0badcafe \"emptied\"\n";
    LayoutCheck check = check(Map.of(KEY, V1), accepted);

    assertThat(check.state()).isEqualTo(State.COMPATIBLE);
    assertThat(check.notes()).singleElement().asString().startsWith("breaking layout change accepted with "
        + "@AcceptLayoutChange(from = \"" + fingerprint + "\") because \"emptied\" (ensure records it): Device.id "
        + "changes the width of key part 0");
  }

  @Test
  void aTableRecordingNoLayoutIsUnknownWithTheCallThatRecordsIt() {
    LayoutCheck check = check(Map.of(), V1);

    assertThat(check.state()).isEqualTo(State.UNKNOWN);
    assertThat(check.breaking()).isFalse();
    assertThat(check.notes()).containsExactly("layout unknown: live:device records no layout of Device (created "
        + "before hbase-mapper recorded layouts, or not by SchemaManager), so only its families and options are "
        + "compared; once its rows are known to be Device's as this build maps them, record the layout with "
        + "SchemaManager.recordLayout(schema)");
  }

  @Test
  void anEntityNewToATableOfRecordedLayoutsIsRecordedByEnsure() {
    LayoutCheck check = new LiveLayouts(name -> true).check(
        table(Map.of(TableSchema.LAYOUT_KEY_PREFIX + "com.example.Other", V1.replace("Device", "Other"))),
        schema(V1)).get(0);

    assertThat(check.state()).isEqualTo(State.NEW);
    assertThat(check.recordedByEnsure()).isTrue();
  }

  @Test
  void aLayoutRecordedForAClassThisBuildLacksIsTheRenamedClassesAndCompared() {
    String old = V1.replace("com.example.Device", "com.example.Gadget");
    LayoutCheck check = check(Map.of(TableSchema.LAYOUT_KEY_PREFIX + "com.example.Gadget", old),
        V1.replace("width=8", "width=16"));

    assertThat(check.state()).isEqualTo(State.BREAKING);
    assertThat(check.recordedFor()).isEqualTo("com.example.Gadget");
    assertThat(check.problems()).singleElement().asString()
        .endsWith("(recorded layout: " + TableSchema.LAYOUT_KEY_PREFIX + "com.example.Gadget)");

    LayoutCheck same = check(Map.of(TableSchema.LAYOUT_KEY_PREFIX + "com.example.Gadget", old), V1);
    assertThat(same.state()).as("recorded again under the new name").isEqualTo(State.COMPATIBLE);
    assertThat(same.notes()).containsExactly("layout of Device recorded as com.example.Gadget, a class this build "
        + "does not have, taken for its former name (ensure records it as com.example.Device)");
  }

  @Test
  void aClassOfTheBuildIsFoundByTheNameTheLayoutRecords() {
    assertThat(LayoutRecords.classExists("org.hbasemapper.runtime.TableSchema")).isTrue();
    assertThat(LayoutRecords.classExists("org.hbasemapper.runtime.TableSchema.Builder")).as("nested").isTrue();
    assertThat(LayoutRecords.classExists("org.hbasemapper.runtime.Gone")).isFalse();
  }

  @Test
  void aRecordedLayoutOfAnotherRecordTypeIsNotTakenForARename() {
    String other = "entity com.example.Header\n  key id utf8 width=8\n  key-type H\n" + FAMILY;

    assertThat(check(Map.of(TableSchema.LAYOUT_KEY_PREFIX + "com.example.Header", other), V1).state())
        .isEqualTo(State.NEW);
  }

  @Test
  void anUnreadableRecordedLayoutIsAProblemNamingTheKeyAndTheWayOut() {
    LayoutCheck check = check(Map.of(KEY, "entity com.example.Device\n  key id\n"), V1);

    assertThat(check.state()).isEqualTo(State.UNREADABLE);
    assertThat(check.breaking()).isTrue();
    assertThat(check.problems()).singleElement().asString()
        .startsWith("the layout live:device records under " + KEY + " cannot be read (")
        .contains("alter 'live:device', METHOD => 'table_att_unset', NAME => '" + KEY + "'")
        .contains("SchemaManager.recordLayout(schema)");
  }

  @Test
  void theRefusalListsEveryProblemOnOneLine() {
    LayoutMismatchException e = new LayoutMismatchException("SchemaManager.ensure", "live:device",
        List.of("Device.id changes the width. Ways forward: a; or b.", "Device.name moves."));

    assertThat(e).hasMessage("SchemaManager.ensure changed nothing in live:device: the running build's layout does "
        + "not read the rows stored there (2 problems) (1) Device.id changes the width. Ways forward: a; or b. "
        + "(2) Device.name moves.");
    assertThat(e.problems()).hasSize(2);
    assertThat(e).isInstanceOf(HBaseMapperException.class);
  }
}
