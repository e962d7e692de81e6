package org.hbasemapper.spark.read;

import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.sum;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.spark.sql.Dataset;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.EntityEncoders;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Entities of every shape the mapper builds, as Datasets: immutable classes, JavaBeans, records whose
 * key components come later; and what cannot be encoded, refused naming the class and what to do.
 */
@HBaseTest
class ShapesTest {
  private static void fresh(Connection connection, TableSchema schema) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(schema);
    schemas.create(schema);
  }

  private static EntityDatasets hbase(Connection connection) {
    return EntityDatasets.of(Spark.session(), connection);
  }

  @Test
  void anImmutableClassIsBuiltThroughItsConstructorByParameterName(Connection connection) {
    fresh(connection, BadgeMapper.INSTANCE.schema());
    BadgeDao dao = new BadgeDao(connection);
    Badge noted = new Badge("bob", 2, "second", false);
    noted.setNote("kept");
    dao.putAll(List.of(new Badge("bob", 1, "first", true), noted, new Badge("al", 1, null, true)));

    Dataset<Badge> badges = hbase(connection).read(dao.query());

    assertThat(badges.schema().simpleString())
        .isEqualTo("struct<owner:string,number:int,title:string,active:boolean,note:string>");
    assertThat(badges.collectAsList()).containsExactlyInAnyOrderElementsOf(dao.query().list()).contains(noted);
    assertThat(Spark.session().createDataset(List.of(noted), EntityEncoders.of(Badge.class)).collectAsList())
        .containsExactly(noted);
  }

  @Test
  void aJavaBeanKeepsTheSchemaOrderNotTheAlphabetsOfEncodersBean(Connection connection) {
    fresh(connection, MemberMapper.INSTANCE.schema());
    MemberDao dao = new MemberDao(connection);
    dao.putAll(List.of(new Member(1, "ann", 3, List.of("a", "b")), new Member(2, null, 0, null)));

    Dataset<Member> members = hbase(connection).read(dao.query());

    assertThat(members.schema().simpleString()).isEqualTo("struct<id:bigint,name:string,level:int,tags:array<string>>");
    assertThat(members.collectAsList()).containsExactlyInAnyOrderElementsOf(dao.query().list());
  }

  @Test
  void aRecordWhoseKeyComesLaterIsReadInKeyOrderAndItsTransientComponentIsNull(Connection connection) {
    fresh(connection, VisitMapper.INSTANCE.schema());
    VisitDao dao = new VisitDao(connection);
    dao.putAll(List.of(new Visit("/a", 1, "u1", "not stored"), new Visit("/b", 2, "u1", null)));

    Dataset<Visit> visits = hbase(connection).read(dao.query().userId("u1"));

    assertThat(visits.schema().simpleString()).isEqualTo("struct<userId:string,time:bigint,page:string>");
    assertThat(visits.collectAsList()).containsExactlyInAnyOrder(new Visit("/a", 1, "u1", null),
        new Visit("/b", 2, "u1", null));
  }

  @Test
  void aRecordOfTheJobsOwnIsEncodedByItsComponents() {
    Dataset<Sale> sales = Spark.session().createDataset(List.of(SaleReadTest.sale(0), SaleReadTest.sale(2),
        SaleReadTest.sale(4)), EntityEncoders.of(Sale.class));

    List<UserTotal> totals = sales.groupBy("userId").agg(count("*").as("sales"), sum("cents").as("cents"))
        .as(EntityEncoders.of(UserTotal.class)).collectAsList();

    assertThat(totals).containsExactlyInAnyOrder(new UserTotal("u000", 1, 0), new UserTotal("u001", 1, 14),
        new UserTotal("u002", 1, 28));
  }

  /** An entity's class takes the same way: its mapper only orders the columns. */
  @Test
  void aClassCompiledWithoutParameterNamesIsRefusedSayingHowToCompileIt(@TempDir Path dir) throws Exception {
    Path source = dir.resolve("src/tagged/Tag.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, """
        package tagged;

        public final class Tag {
          private final String id;
          private final String label;

          public Tag(String id, String label) { this.id = id; this.label = label; }
          public String getId() { return id; }
          public String getLabel() { return label; }
        }
        """);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, null, null, "-d", classes.toString(), "-proc:none", source.toString());
    assertThat(status).as("javac without -parameters").isZero();

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> tag = loader.loadClass("tagged.Tag");
      assertThatThrownBy(() -> EntityEncoders.of(tag))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("no Spark encoder for tagged.Tag: its class file lacks the parameter names of its constructor"
              + " Tag(String, String), which tell which field each parameter takes; compile it with -parameters"
              + " (Kotlin: -java-parameters), or make it a record or a JavaBean");
    }
  }
}
