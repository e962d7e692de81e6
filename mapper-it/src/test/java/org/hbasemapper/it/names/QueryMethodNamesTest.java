package org.hbasemapper.it.names;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Key components named page, count and limit: each call resolves to what it says, a key component by
 * its own type ({@code page("p1")}, {@code count(1)}, {@code limit("b")}) and the query's terminals and
 * modifiers by theirs ({@code page(PageRequest)}, {@code count()}, {@code limit(2)}), blocking and
 * asynchronous alike.
 */
@HBaseTest
class QueryMethodNamesTest {
  static BookmarkDao bookmarks;
  static AsyncConnection async;

  @BeforeAll
  static void load(Connection connection) throws Exception {
    new SchemaManager(connection).createIfMissing(BookmarkMapper.INSTANCE.schema());
    bookmarks = new BookmarkDao(connection);
    bookmarks.putAll(List.of(
        new Bookmark("p1", 1L, "a", "p1/1/a"),
        new Bookmark("p1", 1L, "b", "p1/1/b"),
        new Bookmark("p1", 1L, "c", "p1/1/c"),
        new Bookmark("p1", 2L, "a", "p1/2/a"),
        new Bookmark("p2", 1L, "a", "p2/1/a")));
    async = ConnectionFactory.createAsyncConnection(connection.getConfiguration()).get();
  }

  @AfterAll
  static void close() throws Exception {
    async.close();
  }

  private static List<String> notes(List<Bookmark> rows) {
    return rows.stream().map(Bookmark::note).toList();
  }

  @Test
  void keyStagesAndQueryMethodsOfOneNameEachDoTheirOwnJob() {
    assertThat(notes(bookmarks.query().page("p1").list())).containsExactly("p1/1/a", "p1/1/b", "p1/1/c", "p1/2/a");
    assertThat(bookmarks.query().page("p1").count()).isEqualTo(4);
    // an int literal widens to the key's long: there is no count(int) to pick instead
    assertThat(notes(bookmarks.query().page("p1").count(1).list())).containsExactly("p1/1/a", "p1/1/b", "p1/1/c");
    assertThat(bookmarks.query().page("p1").count(1L).count()).isEqualTo(3);
    assertThat(notes(bookmarks.query().page("p1").count(1L).limit(2).list())).containsExactly("p1/1/a", "p1/1/b");
    assertThat(notes(bookmarks.query().page("p1").count(1L).limit("b").list())).containsExactly("p1/1/b");
    assertThat(bookmarks.query().page("p1").count(1L).limit("c").first().orElseThrow().note()).isEqualTo("p1/1/c");

    Page<Bookmark> first = bookmarks.query().page(PageRequest.ofSize(3));
    assertThat(notes(first.content())).containsExactly("p1/1/a", "p1/1/b", "p1/1/c");
    Page<Bookmark> second = bookmarks.query().page(first.next());
    assertThat(notes(second.content())).containsExactly("p1/2/a", "p2/1/a");
    assertThat(second.hasNext()).isFalse();
    assertThat(notes(bookmarks.query().page("p1").count(1L).page(PageRequest.ofSize(2)).content()))
        .containsExactly("p1/1/a", "p1/1/b");
  }

  @Test
  void theAsyncQueryResolvesTheSameNamesTheSameWay() throws Exception {
    BookmarkAsyncDao bookmarks = new BookmarkAsyncDao(async);

    assertThat(notes(bookmarks.query().page("p1").list().get()))
        .containsExactly("p1/1/a", "p1/1/b", "p1/1/c", "p1/2/a");
    assertThat(bookmarks.query().page("p1").count().get()).isEqualTo(4L);
    assertThat(notes(bookmarks.query().page("p1").count(1).list().get()))
        .containsExactly("p1/1/a", "p1/1/b", "p1/1/c");
    assertThat(notes(bookmarks.query().page("p1").count(1L).limit(2).list().get()))
        .containsExactly("p1/1/a", "p1/1/b");
    assertThat(notes(bookmarks.query().page("p1").count(1L).limit("b").list().get())).containsExactly("p1/1/b");

    Page<Bookmark> first = bookmarks.query().page(PageRequest.ofSize(3)).get();
    assertThat(notes(first.content())).containsExactly("p1/1/a", "p1/1/b", "p1/1/c");
    assertThat(notes(bookmarks.query().page(first.next()).get().content())).containsExactly("p1/2/a", "p2/1/a");
  }
}
