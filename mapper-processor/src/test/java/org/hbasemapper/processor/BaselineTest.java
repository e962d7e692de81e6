package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stored-layout baseline ({@code -Ahbasemapper.schemaDir}): every compile compares each entity
 * with the layout its rows were stored with. Each case of the schema-evolution table compiles a first
 * version (which writes the baseline), then a changed one.
 */
class BaselineTest {
  @TempDir Path dir;

  private static final String HEADER = """
      package kt;
      import org.hbasemapper.annotations.*;
      import java.time.Instant;
      """;

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString("kt." + name, HEADER + body);
  }

  private static JavaFileObject user(String body) {
    return source("User", body);
  }

  private Compilation compile(List<String> options, JavaFileObject... sources) {
    List<String> all = new ArrayList<>(List.of("-Ahbasemapper.schemaDir=" + dir));
    all.addAll(options);
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(all.toArray()).compile(sources);
  }

  private Compilation compile(JavaFileObject... sources) {
    return compile(List.of(), sources);
  }

  private Path file() {
    return dir.resolve("kt.user.layout");
  }

  private String baseline() throws IOException {
    return Files.readString(file());
  }

  private static final String V1 = """
      @Table(name = "user", namespace = "kt") @Family(name = "info")
      public record User(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") int score) {}
      """;

  /** Compiles V1, which writes the baseline, and returns it. */
  private String stored() throws IOException {
    assertThat(compile(user(V1))).succeededWithoutWarnings();
    return baseline();
  }

  @Test
  void theFirstCompileWritesAReadableBaseline() throws IOException {
    assertThat(stored()).isEqualTo("""
        # The stored layout of table kt:user, kept by the hbase-mapper processor.
        # Commit this file. A change here is a change to the rows the table stores: review it like a migration.
        format 1
        table kt:user

        entity kt.User
          key id int64
          family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
          cell info:nick utf8 field=nick
          cell info:score int32 field=score
          presence info:score column
        """);
  }

  @Test
  void anUnchangedEntityLeavesTheFileAlone() throws IOException {
    String before = stored();
    Compilation again = compile(user(V1));
    assertThat(again).succeededWithoutWarnings();
    assertThat(again.notes()).noneMatch(n -> n.getMessage(null).contains("updated the stored layout"));
    assertThat(baseline()).isEqualTo(before);
  }

  @Test
  void aRenamedFieldWhoseQualifierFollowsIsAnErrorOnTheFieldWithTheExactWayForward() throws IOException {
    String before = stored();
    JavaFileObject renamed = user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id,
            @Column(family = "info") String nickname,
            @Column(family = "info") int score) {}
        """);
    Compilation c = compile(renamed);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("User.nickname is stored in new cell info:nickname while info:nick (field nick) "
        + "is no longer mapped: if nickname is nick renamed, every value stored in kt:user stays in info:nick and "
        + "reads as null. Ways forward: keep the stored name: @Column(family = \"info\", qualifier = \"nick\")")
        .inFile(renamed).onLineContaining("String nickname");
    assertThat(c).hadErrorContaining("@Column(family = \"info\", qualifier = \"nickname\", formerly = \"nick\")");
    assertThat(c).hadErrorContaining("(stored layout: " + dir + "/kt.user.layout)");
    assertThat(baseline()).isEqualTo(before);
    // the way forward the error gives compiles, and only the field's name changes in the baseline
    Compilation kept = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id,
            @Column(family = "info", qualifier = "nick") String nickname,
            @Column(family = "info") int score) {}
        """));
    assertThat(kept).succeeded();
    assertThat(baseline()).contains("cell info:nick utf8 field=nickname").doesNotContain("field=nick\n");
  }

  @Test
  void aChangedEncodingIsAnErrorButTheSameBytesAreNot() throws IOException {
    stored();
    JavaFileObject widened = user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") String nick,
            @Column(family = "info") long score) {}
        """);
    Compilation wider = compile(widened);
    assertThat(wider).hadErrorContaining("User.score changes the stored encoding of info:score from int32 to int64: "
        + "4-byte values are stored where 8 bytes are read").inFile(widened).onLineContaining("long score");
    Compilation uuid = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") java.util.UUID nick,
            @Column(family = "info") int score) {}
        """));
    assertThat(uuid).hadErrorContaining("User.nick changes the stored encoding of info:nick from utf8 to uuid");
  }

  @Test
  void aLongCellReadAsInstantOrACounterReadAsALongKeepsTheBytes() throws IOException {
    assertThat(compile(source("Clock", """
        @Table(name = "clock", namespace = "kt") @Family(name = "d")
        public record Clock(@RowKey long id, @Column(family = "d") int n, @Column(family = "d") long at,
            @Counter @Column(family = "d") long ticks) {}
        """))).succeeded();
    Compilation c = compile(source("Clock", """
        @Table(name = "clock", namespace = "kt") @Family(name = "d")
        public record Clock(@RowKey long id, @Column(family = "d") int n, @Column(family = "d") Instant at,
            @Column(family = "d") long ticks) {}
        """));
    assertThat(c).succeeded();
    assertThat(Files.readString(dir.resolve("kt.clock.layout")))
        .contains("cell d:at instant field=at", "cell d:ticks int64 field=ticks\n");
    // and back: an Instant cell may hold 12 bytes, which a long cannot read
    Compilation back = compile(source("Clock", """
        @Table(name = "clock", namespace = "kt") @Family(name = "d")
        public record Clock(@RowKey long id, @Column(family = "d") int n, @Column(family = "d") long at,
            @Column(family = "d") long ticks) {}
        """));
    assertThat(back).hadErrorContaining("Instant cells finer than a millisecond are stored in 12 bytes");
  }

  @Test
  void aColumnMovedToAnotherFamilyIsAnError() throws IOException {
    stored();
    JavaFileObject moved = user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info") @Family(name = "more")
        public record User(@RowKey long id, @Column(family = "more") String nick, @Column(family = "info") int score) {}
        """);
    Compilation c = compile(moved);
    assertThat(c).hadErrorContaining("User.nick moves from info:nick to more:nick: every value stored in kt:user "
        + "stays in info:nick and reads as null. Ways forward: keep the stored cell: "
        + "@Column(family = \"info\", qualifier = \"nick\")").inFile(moved).onLineContaining("String nick");
  }

  @Test
  void compatibleChangesRewriteTheBaselineAndSaySo() throws IOException {
    stored();
    Compilation added = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") int score,
            @Indexed @Column(family = "info") String email) {}
        """));
    assertThat(added).succeeded();
    assertThat(added).hadNoteContaining("hbase-mapper updated the stored layout " + dir + "/kt.user.layout: "
        + "User.email is a new cell info:email: rows stored before it read it as absent; User adds index email");
    assertThat(baseline()).contains("cell info:email utf8 field=email", "index email info:email utf8");
    Compilation removed = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") int score,
            @Indexed @Column(family = "info") String email) {}
        """));
    assertThat(removed).succeeded();
    assertThat(removed).hadNoteContaining("User no longer maps info:nick (field nick): its stored values stay in the rows, unread");
    // remembered: the stored rows still hold it
    assertThat(baseline()).contains("cell info:nick utf8 field=nick role=removed");
    JavaFileObject reused = user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") int score,
            @Indexed @Column(family = "info") String email, @Column(family = "info") long nick) {}
        """);
    assertThat(compile(reused)).hadErrorContaining("User.nick maps info:nick, which rows stored in kt:user still hold "
        + "as utf8 (field nick, removed before): values stored as utf8 would be decoded as int64")
        .inFile(reused).onLineContaining("long nick");
  }

  private void keyChange(String v2, String message, String line) throws IOException {
    assertThat(compile(source("Sale", """
        @Table(name = "sale", namespace = "kt") @Family(name = "d")
        public record Sale(@RowKey(order = 0, width = 8) String user, @RowKey(order = 1, descending = true) Instant time,
            @Column(family = "d") long cents) {}
        """))).succeeded();
    String before = Files.readString(dir.resolve("kt.sale.layout"));
    JavaFileObject changed = source("Sale", "@Table(name = \"sale\", namespace = \"kt\") @Family(name = \"d\")\n" + v2);
    Compilation c = compile(changed);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining(message).inFile(changed).onLineContaining(line);
    assertThat(c).hadErrorContaining("every row already stored in kt:sale becomes unreachable by get, queries, pages "
        + "and repositories, and a scan over them fails or decodes other fields");
    assertThat(c).hadErrorContaining("Migration (mapper-mapreduce, docs/migration.md)");
    assertThat(c).hadErrorContaining("@AcceptLayoutChange(from = \"");
    assertThat(Files.readString(dir.resolve("kt.sale.layout"))).isEqualTo(before);
    Files.delete(dir.resolve("kt.sale.layout"));
  }

  @Test
  void everyKeyChangeIsAnErrorOnTheComponent() throws IOException {
    keyChange("""
        public record Sale(@RowKey(order = 0, width = 12) String user, @RowKey(order = 1, descending = true) Instant time,
            @Column(family = "d") long cents) {}
        """, "Sale.user changes the width of key part 0 from 8 bytes to 12 bytes", "width = 12");
    keyChange("""
        public record Sale(@RowKey(order = 1, width = 8) String user,
            @RowKey(order = 0, descending = true) Instant time, @Column(family = "d") long cents) {}
        """, "Sale reorders its row key from (user, time) to (time, user)", "order = 0, descending");
    keyChange("""
        public record Sale(@RowKey(order = 0, width = 8) String user,
            @RowKey(order = 1) Instant time, @Column(family = "d") long cents) {}
        """, "Sale.time makes key part 1 ascending", "@RowKey(order = 1) Instant time");
    keyChange("""
        public record Sale(@RowKey(order = 0, width = 8) String user,
            @RowKey(order = 1, descending = true) int time, @Column(family = "d") long cents) {}
        """, "Sale.time changes key part 1 from int64 descending to int32 descending", "int time");
    keyChange("""
        public record Sale(@RowKey(order = 0, width = 8) String user, @RowKey(order = 1, descending = true) Instant time,
            @RowKey(order = 2) int seq, @Column(family = "d") long cents) {}
        """, "Sale.seq adds a key component after time", "int seq");
  }

  @Test
  void aSaltOrHashPrefixAddedOrChangedIsAnErrorOnTheAnnotation() throws IOException {
    keyChange("""
        @Salt(buckets = 8)
        public record Sale(@RowKey(order = 0, width = 8) String user, @RowKey(order = 1, descending = true) Instant time,
            @Column(family = "d") long cents) {}
        """, "Sale adds @Salt (salt buckets=8 of=2)", "@Salt(buckets = 8)");
    keyChange("""
        @HashPrefix(length = 2, of = "user")
        public record Sale(@RowKey(order = 0, width = 8) String user, @RowKey(order = 1, descending = true) Instant time,
            @Column(family = "d") long cents) {}
        """, "Sale adds @HashPrefix (hash length=2 of=1)", "@HashPrefix");
  }

  @Test
  void aChangedRecordTypeCodeIsAnError() throws IOException {
    String v1 = """
        sealed interface Row permits Order, Line {}
        @Table(name = "orders", namespace = "kt") @Family(name = "d") @RecordType(value = "O", order = 1)
        record Order(@RowKey(order = 0) long id, @Column(family = "d") String who) implements Row {}
        @Table(name = "orders", namespace = "kt") @Family(name = "d") @RecordType(value = "L", order = 1)
        record Line(@RowKey(order = 0) long id, @RowKey(order = 2) int n, @Column(family = "d") long qty) implements Row {}
        """;
    assertThat(compile(source("Row", v1))).succeeded();
    assertThat(Files.readString(dir.resolve("kt.orders.layout"))).contains("entity kt.Line", "key-type L", "entity kt.Order");
    JavaFileObject changed = source("Row", v1.replace("\"L\"", "\"I\""));
    Compilation c = compile(changed);
    assertThat(c).hadErrorContaining("Line changes its record type code from \"L\" to \"I\"")
        .inFile(changed).onLineContaining("value = \"I\"");
  }

  @Test
  void aPresenceMarkerAddedToATableWithRowsIsAnError() throws IOException {
    stored();
    JavaFileObject marked = user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info") @PresenceMarker(family = "info")
        public record User(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") int score) {}
        """);
    Compilation c = compile(marked);
    assertThat(c).hadErrorContaining("User's presence cell becomes info:_ (marker), which rows stored in kt:user before "
        + "lack: putIfAbsent would take them for absent and overwrite them").inFile(marked).onLineContaining("@PresenceMarker");
  }

  @Test
  void anEnumConstantRemovedIsAnError() throws IOException {
    assertThat(compile(source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Column(family = "d") Color color) { public enum Color { RED, GREEN } }
        """))).succeeded();
    assertThat(Files.readString(dir.resolve("kt.car.layout"))).contains("cell d:color enum(GREEN,RED) field=color");
    Compilation c = compile(source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Column(family = "d") Color color) { public enum Color { RED, BLUE } }
        """));
    assertThat(c).hadErrorContaining("stored names GREEN are no longer constants of the enum, so rows holding them fail to read");
  }

  @Test
  void anIndexWhoseLayoutChangesIsAnError() throws IOException {
    assertThat(compile(source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Indexed @Column(family = "d") String plate) {}
        """))).succeeded();
    JavaFileObject changed = source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Indexed @Column(family = "d") long plate) {}
        """);
    Compilation c = compile(changed);
    assertThat(c).hadErrorContaining("Car changes index plate from (d:plate utf8) to (d:plate int64): the index rows "
        + "already stored would be misread and lookups would miss rows").inFile(changed).onLineContaining("@Indexed");
  }

  @Test
  void acceptingAChangeRecordsItAndAcceptsThatChangeOnly() throws IOException {
    String before = stored();
    Compilation refused = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey String id, @Column(family = "info") String nick, @Column(family = "info") int score) {}
        """));
    String error = refused.errors().get(0).getMessage(null);
    String fingerprint = error.replaceAll("(?s).*@AcceptLayoutChange\\(from = \"([0-9a-f]{8})\".*", "$1");
    assertThat(fingerprint).hasSize(8);
    String accepted = """
        @AcceptLayoutChange(from = "%s", reason = "kt:user is empty everywhere")
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey String id, @Column(family = "info") String nick, @Column(family = "info") int score) {}
        """.formatted(fingerprint);
    assertThat(compile(user(accepted))).succeeded();
    assertThat(baseline()).contains("key id utf8 variable", "accepted " + fingerprint + " ")
        .contains("\"kt:user is empty everywhere\"");
    // left in place, it accepts nothing more: a second breaking change is an error again
    Compilation again = compile(user(accepted));
    assertThat(again).succeeded();
    assertThat(again).hadWarningContaining("is recorded in the baseline and accepts nothing more: remove it");
    Compilation second = compile(user(accepted.replace("@RowKey String id", "@RowKey int id")));
    assertThat(second).hadErrorContaining("names no layout of its baseline");
    // a wrong fingerprint is an error that gives the right one
    Compilation wrong = compile(user(accepted.replace(fingerprint, "00000000")));
    assertThat(wrong).hadErrorContaining("@AcceptLayoutChange(from = \"00000000\") on User names no layout of its baseline");
  }

  @Test
  void theGeneratedSchemaCarriesTheAcceptedChangesSoThatTheLiveTableAcceptsThemToo() throws IOException {
    stored();
    Compilation refused = compile(user(V1.replace("@RowKey long id", "@RowKey String id")));
    String error = refused.errors().get(0).getMessage(null);
    String fingerprint = error.replaceAll("(?s).*@AcceptLayoutChange\\(from = \"([0-9a-f]{8})\".*", "$1");
    String accepted = "@AcceptLayoutChange(from = \"" + fingerprint + "\", reason = \"kt:user is empty everywhere\")\n"
        + V1.replace("@RowKey long id", "@RowKey String id");

    Compilation c = compile(user(accepted));
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("kt.UserMapper").contentsAsUtf8String()
        .contains("    key id utf8 variable\n");
    assertThat(c).generatedSourceFile("kt.UserMapper").contentsAsUtf8String()
        .contains("    accepted " + fingerprint + " ");
    // still there once the annotation is gone: the baseline keeps it, and so does the schema
    Compilation later = compile(user(V1.replace("@RowKey long id", "@RowKey String id")));
    assertThat(later).succeeded();
    assertThat(later).generatedSourceFile("kt.UserMapper").contentsAsUtf8String()
        .contains("    accepted " + fingerprint + " ");
  }

  @Test
  void verifyModeFailsOnAnyDifferenceAndOnAMissingBaseline() throws IOException {
    Compilation missing = compile(List.of("-Ahbasemapper.schemaCheck=verify"), user(V1));
    assertThat(missing).hadErrorContaining("the stored layout in " + dir + "/kt.user.layout is out of date for User: "
        + "User has no stored layout yet; compile without -Ahbasemapper.schemaCheck=verify to update it");
    assertThat(Files.exists(file())).isFalse();
    String before = stored();
    assertThat(compile(List.of("-Ahbasemapper.schemaCheck=verify"), user(V1))).succeededWithoutWarnings();
    Compilation added = compile(List.of("-Ahbasemapper.schemaCheck=verify"), user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") int score,
            @Column(family = "info") String email) {}
        """));
    assertThat(added).hadErrorContaining("is out of date for User: User.email is a new cell info:email");
    assertThat(baseline()).isEqualTo(before);
  }

  @Test
  void aBaselineEditedIntoNonsenseOrFromANewerVersionIsAnErrorNamingTheFile() throws IOException {
    String before = stored();
    String broken = before.replace("cell info:score int32 field=score", "cell info:score int32 feld=score");
    Files.writeString(file(), broken);
    Compilation c = compile(user(V1));
    assertThat(c).hadErrorContaining("cannot read the stored layout " + dir + "/kt.user.layout, line 10: missing field=");
    assertThat(baseline()).isEqualTo(broken);
    Files.writeString(file(), before.replace("format 1", "format 7"));
    assertThat(compile(user(V1))).hadErrorContaining("written in layout format 7 by a newer hbase-mapper");
    Files.writeString(file(), before.replace("table kt:user", "table kt:other"));
    assertThat(compile(user(V1))).hadErrorContaining("it is the layout of table kt:other, but its name is that of kt:user");
  }

  @Test
  void withoutADirectoryTheProcessorWarnsOnceAndOffSilencesIt() {
    JavaFileObject car = source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Column(family = "d") String plate) {}
        """);
    Compilation c = Compiler.javac().withProcessors(new MapperProcessor()).compile(user(V1), car);
    assertThat(c).succeeded();
    assertThat(c.warnings()).hasSize(1);
    assertThat(c).hadWarningContaining("[hbase:baseline] no stored layout is checked: a change that strands stored rows "
        + "(a renamed column, a changed row key) compiles silently; set -Ahbasemapper.schemaDir=<directory>");
    assertThat(Compiler.javac().withProcessors(new MapperProcessor()).withOptions("-Ahbasemapper.schemaCheck=off")
        .compile(user(V1), car)).succeededWithoutWarnings();
    assertThat(Compiler.javac().withProcessors(new MapperProcessor()).withOptions("-Ahbasemapper.schemaCheck=strict")
        .compile(user(V1))).hadErrorContaining("-Ahbasemapper.schemaCheck=strict is not a mode: use update");
  }

  @Test
  void aRemovedEntityLeavesItsTableWithAWarningAndARenamedOneIsCompared() throws IOException {
    String v1 = """
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record %s(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") %s score) {}
        """;
    assertThat(compile(source("User", v1.formatted("User", "int")))).succeeded();
    // the class renamed: its section is taken over and compared
    Compilation renamed = compile(source("Member", v1.formatted("Member", "long")));
    assertThat(renamed).hadErrorContaining("Member.score changes the stored encoding of info:score from int32 to int64");
    Compilation ok = compile(source("Member", v1.formatted("Member", "int")));
    assertThat(ok).succeeded();
    assertThat(baseline()).contains("entity kt.Member").doesNotContain("entity kt.User");
    // gone without a successor: a warning, and the section leaves the baseline
    assertThat(compile(source("Car", """
        @Table(name = "user", namespace = "kt") @Family(name = "info") @RecordType(value = "C", order = 1)
        public record Car(@RowKey(order = 0) long id, @Column(family = "info") String plate) {}
        """))).hadWarningContaining("lists kt.Member, which no longer exists: its rows stay in the table, unmapped");
  }
  @Test
  void anAcceptWithoutAReasonOrWithoutABaselineIsAnError() throws IOException {
    String before = stored();
    JavaFileObject noReason = user("""
        @AcceptLayoutChange(from = "12345678", reason = " ")
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info") String nick, @Column(family = "info") int score) {}
        """);
    assertThat(compile(noReason)).hadErrorContaining("@AcceptLayoutChange on User needs a reason: say why the rows "
        + "stored under the old layout do not matter").inFile(noReason).onLineContaining("@AcceptLayoutChange");
    assertThat(baseline()).isEqualTo(before);
    Compilation without = Compiler.javac().withProcessors(new MapperProcessor()).compile(noReason);
    assertThat(without).hadErrorContaining("@AcceptLayoutChange on User has no effect without "
        + "-Ahbasemapper.schemaDir: no stored layout is compared").inFile(noReason).onLineContaining("@AcceptLayoutChange");
  }

  @Test
  void aDirectoryThatIsAFileIsAnError() throws IOException {
    Path file = Files.writeString(dir.resolve("not-a-dir"), "x");
    Compilation c = Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions("-Ahbasemapper.schemaDir=" + file).compile(user(V1));
    assertThat(c).hadErrorContaining("-Ahbasemapper.schemaDir=" + file + " is a file; name a directory");
  }
  @Test
  void aRenameThatReadsTheFormerCellCompiles() throws IOException {
    stored();
    Compilation c = compile(user("""
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey long id, @Column(family = "info", formerly = "nick") String nickname,
            @Column(family = "info") int score) {}
        """));
    assertThat(c).succeeded();
    assertThat(c).hadNoteContaining("User.nickname reads info:nick where info:nickname is absent (formerly)");
    assertThat(baseline()).contains("cell info:nickname utf8 field=nickname formerly=nick").doesNotContain("cell info:nick ");
  }
  @Test
  void aBaselineOfATableNoEntityMapsAnyMoreIsAWarningNamingTheFile() throws IOException {
    String before = stored();
    JavaFileObject car = source("Car", """
        @Table(name = "car", namespace = "kt") @Family(name = "d")
        public record Car(@RowKey long id, @Column(family = "d") String plate) {}
        """);
    Compilation c = compile(car);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[hbase:baseline] the stored layout " + dir + "/kt.user.layout names table "
        + "kt:user, which no entity of this build maps: its rows stay in the table, unmapped; delete the file once "
        + "the table is dropped or migrated");
    assertThat(baseline()).isEqualTo(before);
  }
}
