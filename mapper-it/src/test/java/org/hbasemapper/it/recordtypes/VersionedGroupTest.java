package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A group whose member carries a {@code @Version}: its rows are written through the member's checked writes. */
@HBaseTest
class VersionedGroupTest {
  static ProjectRowDao projects;
  static ProjectTicketDao tickets;

  @BeforeAll
  static void create(Connection c) {
    new SchemaManager(c).createIfMissing(ProjectRowDao.GROUP.schema());
    projects = new ProjectRowDao(c);
    tickets = new ProjectTicketDao(c);
  }

  @Test
  void aGroupWriteChecksTheVersionOfItsVersionedRows() {
    projects.putAll(List.of(new Project("hbase", "mapper"), new ProjectTicket("hbase", 1, "first", 0),
        new ProjectTicket("hbase", 2, "second", 0)));
    assertThat(projects.query().project("hbase").list()).containsExactly(new Project("hbase", "mapper"),
        new ProjectTicket("hbase", 1, "first", 1), new ProjectTicket("hbase", 2, "second", 1));

    // a ticket written from a stale copy is refused; the project row, of the type before it, is written
    assertThatThrownBy(() -> projects.putAll(List.of(new Project("hbase", "renamed"),
        new ProjectTicket("hbase", 1, "lost update", 0))))
        .isInstanceOf(StaleEntityException.class).hasMessageContaining("expected no stored row (version 0)");
    assertThat(tickets.get("hbase", 1)).contains(new ProjectTicket("hbase", 1, "first", 1));
    assertThat(projects.query().project("hbase").first()).contains(new Project("hbase", "renamed"));

    projects.putAll(List.of(new ProjectTicket("hbase", 1, "edited", 1)));
    assertThat(tickets.get("hbase", 1)).contains(new ProjectTicket("hbase", 1, "edited", 2));
  }

  @Test
  void deletingAProjectDeletesItsVersionedTickets() {
    projects.putAll(List.of(new Project("kafka", "log"), new ProjectTicket("kafka", 7, "seven", 0)));
    projects.putAll(List.of(new Project("kudu", "columns"), new ProjectTicket("kudu", 1, "one", 0)));
    assertThat(projects.query().project("kafka").delete()).isEqualTo(2);
    assertThat(projects.query().project("kafka").count()).isZero();
    assertThat(tickets.get("kafka", 7)).isEmpty();
    assertThat(projects.query().project("kudu").count()).isEqualTo(2);
    // a deleted versioned row starts again at version 0
    projects.putAll(List.of(new ProjectTicket("kafka", 7, "again", 0)));
    assertThat(tickets.get("kafka", 7)).contains(new ProjectTicket("kafka", 7, "again", 1));
  }
}
