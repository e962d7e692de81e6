package org.hbasemapper.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A service's life across versions of one entity, against a real table: each version is compiled at
 * test time against the stored-layout baseline ({@code -Ahbasemapper.schemaDir}), as a build would, and
 * each version that compiles is loaded in its own class loader to read and write the rows its
 * predecessors stored. It shows, on stored rows, what docs/schema-evolution.md promises: a change that
 * would strand them is a compile error with the way forward, the way forward reads every row, and a
 * compatible change lets two deployed versions share the table.
 */
@HBaseTest
class SchemaEvolutionEndToEndTest {
  private static final int ROWS = 50;

  /** The baseline directory, kept across the versions as a project keeps it in version control. */
  @TempDir Path schemaDir;
  /** Sources and classes of each version, in a directory of its own. */
  @TempDir Path work;

  private final List<URLClassLoader> loaders = new ArrayList<>();

  @AfterEach
  void closeLoaders() throws IOException {
    for (URLClassLoader loader : loaders) {
      loader.close();
    }
  }

  private static String user(String annotations, String components) {
    return """
        package evo;

        import org.hbasemapper.annotations.*;

        %s@Table(name = "user", namespace = "evo")
        @Family(name = "info")
        public record User(
        %s) {}
        """.formatted(annotations, components.stripTrailing().indent(4).stripTrailing());
  }

  private static final String V1 = user("", """
      @RowKey long id,
      @Column(family = "info") String nick,
      @Column(family = "info") int score
      """);
  private static final String V2_RENAMED = user("", """
      @RowKey long id,
      @Column(family = "info") String nickname,
      @Column(family = "info") int score
      """);
  private static final String V2 = user("", """
      @RowKey long id,
      @Column(family = "info", qualifier = "nick") String nickname,
      @Column(family = "info") int score
      """);
  private static final String V3_WIDER_SCORE = user("", """
      @RowKey long id,
      @Column(family = "info", qualifier = "nick") String nickname,
      @Column(family = "info") long score
      """);
  private static final String V4 = user("", """
      @RowKey long id,
      @Column(family = "info", qualifier = "nick") String nickname,
      @Column(family = "info") int score,
      @Column(family = "info") String email
      """);
  private static final String V5_STRING_KEY = """
      @RowKey String id,
      @Column(family = "info", qualifier = "nick") String nickname,
      @Column(family = "info") int score,
      @Column(family = "info") String email
      """;

  @Test
  void eachVersionKeepsTheStoredRowsReadableOrIsRefusedWithTheWayForward(Connection connection) throws Exception {
    // v1: the first compile writes the baseline; the service stores its rows
    Compiled v1 = compile("v1", V1).succeeded();
    assertThat(baseline()).contains("cell info:nick utf8 field=nick", "cell info:score int32 field=score");
    new SchemaManager(connection).createIfMissing(v1.mapper().schema());
    EntityDao<Object, Object> v1Users = v1.dao(connection);
    List<Object> stored = new ArrayList<>();
    for (long id = 1; id <= ROWS; id++) {
      stored.add(v1.entity(id, "nick-" + id, (int) id * 10));
    }
    v1Users.putAll(stored);

    // v2 renames nick to nickname: its qualifier would follow the name, and every stored nick read as null
    String before = baseline();
    Compiled renamed = compile("v2-renamed", V2_RENAMED);
    Diagnostic<?> rename = renamed.onlyError();
    assertThat(rename.getLineNumber()).isEqualTo(renamed.lineOf("String nickname"));
    assertThat(message(rename)).contains("@Column(family = \"info\", qualifier = \"nick\")");
    assertThat(baseline()).isEqualTo(before);

    // v2 with the way forward the error gives: every stored row reads back, under its new field name
    Compiled v2 = compile("v2", V2).succeeded();
    EntityDao<Object, Object> v2Users = v2.dao(connection);
    for (long id = 1; id <= ROWS; id++) {
      Object read = v2.get(v2Users, id).orElseThrow(() -> new AssertionError("no row"));
      assertThat(v2.values(read)).containsExactly(id, "nick-" + id, (int) id * 10);
    }
    assertThat(baseline()).contains("cell info:nick utf8 field=nickname").doesNotContain("field=nick\n");

    // v3 widens score from int to long: 4-byte values are stored where 8 would be read, so it is refused
    before = baseline();
    Compiled wider = compile("v3", V3_WIDER_SCORE);
    Diagnostic<?> widen = wider.onlyError();
    assertThat(widen.getLineNumber()).isEqualTo(wider.lineOf("long score"));
    assertThat(message(widen)).contains("from int32 to int64");
    assertThat(baseline()).isEqualTo(before);
    // nothing was deployed: the rows still read through v2
    assertThat(v2.values(v2.get(v2Users, 7L).orElseThrow())).containsExactly(7L, "nick-7", 70);

    // v4 adds a column: compatible, the baseline shows the new cell, the stored rows read it as absent
    Compiled v4 = compile("v4", V4).succeeded();
    assertThat(v4.diagnostics).anySatisfy(d -> assertThat(message(d))
        .contains("updated the stored layout", "User.email is a new cell info:email"));
    assertThat(baseline()).contains("cell info:email utf8 field=email", "cell info:nick utf8 field=nickname");
    EntityDao<Object, Object> v4Users = v4.dao(connection);
    for (long id = 1; id <= ROWS; id++) {
      assertThat(v4.values(v4.get(v4Users, id).orElseThrow())).containsExactly(id, "nick-" + id, (int) id * 10, null);
    }
    // v2 and v4 deployed side by side on the same table: each reads what the other writes
    v4Users.put(v4.entity(ROWS + 1L, "new", 1, "new@example.com"));
    assertThat(v2.values(v2.get(v2Users, ROWS + 1L).orElseThrow())).containsExactly(ROWS + 1L, "new", 1);
    assertThat(v4.values(v4.get(v4Users, ROWS + 1L).orElseThrow()))
        .containsExactly(ROWS + 1L, "new", 1, "new@example.com");
    v2Users.put(v2.entity(ROWS + 2L, "old", 2));
    assertThat(v4.values(v4.get(v4Users, ROWS + 2L).orElseThrow())).containsExactly(ROWS + 2L, "old", 2, null);

    // v5 changes the key from long to String: every stored row key would mean something else
    before = baseline();
    Compiled stringKey = compile("v5-refused", user("", V5_STRING_KEY));
    Diagnostic<?> rekey = stringKey.onlyError();
    assertThat(rekey.getLineNumber()).isEqualTo(stringKey.lineOf("@RowKey String id"));
    assertThat(message(rekey)).contains("@AcceptLayoutChange(from = \"");
    assertThat(baseline()).isEqualTo(before);
    String fingerprint = message(rekey).replaceAll("(?s).*@AcceptLayoutChange\\(from = \"([0-9a-f]+)\".*", "$1");
    assertThat(fingerprint).matches("[0-9a-f]{8}");

    // Accepting it is for a table with no rows. Accepted on this one, it compiles and is recorded, and
    // shows why: v5 cannot reach a single stored row, while they are all still there for v4.
    Compiled v5 = compile("v5", user(
        "@AcceptLayoutChange(from = \"" + fingerprint + "\", reason = \"evo:user is empty everywhere\")\n",
        V5_STRING_KEY)).succeeded();
    assertThat(baseline()).contains("key id utf8 variable", "accepted " + fingerprint + " ",
        "\"evo:user is empty everywhere\"");
    EntityDao<Object, Object> v5Users = v5.dao(connection);
    for (long id = 1; id <= ROWS; id++) {
      assertThat(v5.get(v5Users, String.valueOf(id))).as("v5 get of stored id %d", id).isEmpty();
    }
    assertThat(v4.get(v4Users, 1L)).isPresent();
  }

  // --- compiling a version -------------------------------------------------------------------------

  /** One compiled version: its diagnostics, and when it compiled, a class loader over its classes. */
  private static final class Compiled {
    final Path source;
    final List<Diagnostic<? extends JavaFileObject>> diagnostics;
    final URLClassLoader loader;

    Compiled(Path source, List<Diagnostic<? extends JavaFileObject>> diagnostics, URLClassLoader loader) {
      this.source = source;
      this.diagnostics = diagnostics;
      this.loader = loader;
    }

    Compiled succeeded() {
      assertThat(loader).as("compiled; diagnostics:%n%s", describe(diagnostics)).isNotNull();
      return this;
    }

    /** The one error of a compile that failed. */
    Diagnostic<?> onlyError() {
      List<Diagnostic<?>> errors = diagnostics.stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).collect(Collectors.toList());
      assertThat(loader).as("failed to compile").isNull();
      assertThat(errors).as("errors; all diagnostics:%n%s", describe(diagnostics)).hasSize(1);
      return errors.get(0);
    }

    /** The line of the source containing {@code text}, counted from 1 as javac counts. */
    long lineOf(String text) throws IOException {
      List<String> lines = Files.readAllLines(source);
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains(text)) {
          return i + 1;
        }
      }
      throw new AssertionError("no line contains " + text);
    }

    Class<?> type(String simpleName) throws ClassNotFoundException {
      return Class.forName("evo." + simpleName, true, loader);
    }

    EntityMapper<?, ?> mapper() throws ReflectiveOperationException {
      return (EntityMapper<?, ?>) type("UserMapper").getField("INSTANCE").get(null);
    }

    @SuppressWarnings("unchecked")
    EntityDao<Object, Object> dao(Connection connection) throws ReflectiveOperationException {
      return (EntityDao<Object, Object>) type("UserDao").getConstructor(Connection.class).newInstance(connection);
    }

    /** A {@code User} of this version, from its components in order. */
    Object entity(Object... values) throws ReflectiveOperationException {
      Class<?> user = type("User");
      Class<?>[] types = Arrays.stream(user.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
      return user.getDeclaredConstructor(types).newInstance(values);
    }

    /** The components of a {@code User} of this version, in order. */
    List<Object> values(Object user) throws ReflectiveOperationException {
      List<Object> values = new ArrayList<>();
      for (RecordComponent component : user.getClass().getRecordComponents()) {
        values.add(component.getAccessor().invoke(user));
      }
      return values;
    }

    /** The generated {@code UserDao.get} by the key's one component, whatever its type in this version. */
    @SuppressWarnings("unchecked")
    Optional<Object> get(EntityDao<Object, Object> dao, Object id) throws ReflectiveOperationException {
      Class<?> keyType = type("User").getRecordComponents()[0].getType();
      Method get = dao.getClass().getMethod("get", keyType);
      return (Optional<Object>) get.invoke(dao, id);
    }
  }

  /**
   * Compiles {@code source} as {@code evo/User.java} with the processor, against the baseline in
   * {@link #schemaDir}, as a build of the service's version {@code version} would.
   */
  private Compiled compile(String version, String source) throws IOException {
    Path sources = Files.createDirectories(work.resolve(version).resolve("src/evo"));
    Path classes = Files.createDirectories(work.resolve(version).resolve("classes"));
    Path file = Files.writeString(sources.resolve("User.java"), source);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    String classPath = System.getProperty("java.class.path");
    List<String> options = List.of(
        "-classpath", classPath,
        "-processorpath", classPath,
        // only the mapper's processor: others on the test class path would slow every compile
        "-processor", "org.hbasemapper.processor.MapperProcessor",
        "-Ahbasemapper.schemaDir=" + schemaDir,
        "-d", classes.toString(),
        "-s", Files.createDirectories(work.resolve(version).resolve("generated")).toString());
    boolean ok;
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      ok = javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjects(file.toFile())).call();
    }
    URLClassLoader loader = null;
    if (ok) {
      loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
      loaders.add(loader);
    }
    return new Compiled(file, diagnostics.getDiagnostics(), loader);
  }

  private String baseline() throws IOException {
    return Files.readString(schemaDir.resolve("evo.user.layout"));
  }

  private static String message(Diagnostic<?> diagnostic) {
    return diagnostic.getMessage(Locale.ROOT);
  }

  private static String describe(List<? extends Diagnostic<?>> diagnostics) {
    return diagnostics.stream()
        .map(d -> d.getKind() + " line " + d.getLineNumber() + ": " + message(d))
        .collect(Collectors.joining("\n"));
  }
}
