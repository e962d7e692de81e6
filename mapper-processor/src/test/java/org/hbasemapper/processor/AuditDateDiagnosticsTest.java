package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of {@code @CreatedDate} and {@code @LastModifiedDate}: an {@code Instant} plain
 * column each, one of each per entity, never both on one field, never on a field another rule owns,
 * never indexed. One test per diagnostic: the message, the line it points at, and the error count.
 */
class AuditDateDiagnosticsTest {
  @Test
  void anEntityWithBothAuditDatesCompiles() {
    JavaFileObject source = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @CreatedDate Instant created, @Column(family = "d") @LastModifiedDate Instant modified) {}
        """);
    assertThat(compile(source)).succeededWithoutWarnings();
  }

  @Test
  void anAuditDateIsAnInstant() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @CreatedDate long created;
        }
        """, Messages.auditDateType("@CreatedDate", "created", "long"), "long created");
  }

  @Test
  void aLastModifiedDateIsAnInstant() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @LastModifiedDate java.util.Date modified;
        }
        """, Messages.auditDateType("@LastModifiedDate", "modified", "java.util.Date"), "Date modified");
  }

  @Test
  void anEntityHasOneCreatedDate() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @CreatedDate Instant a;
          @Column @CreatedDate Instant b;
        }
        """, Messages.auditDateTwice("@CreatedDate", "b", "a"), "Instant b");
  }

  @Test
  void anEntityHasOneLastModifiedDate() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @LastModifiedDate Instant a;
          @Column @LastModifiedDate Instant b;
        }
        """, Messages.auditDateTwice("@LastModifiedDate", "b", "a"), "Instant b");
  }

  @Test
  void oneFieldIsNotBothDates() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @CreatedDate @LastModifiedDate Instant at;
        }
        """, Messages.auditDatesOnOneField("at"), "Instant at");
  }

  @Test
  void notOnARowKeyComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @RowKey(order = 1) @CreatedDate Instant at;
        }
        """, Messages.auditDateNotApplicable("@CreatedDate", "at", "a @RowKey component"), "Instant at");
  }

  @Test
  void notOnADynamicFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "f") @LastModifiedDate Map<Long, Instant> at;
        }
        """, Messages.auditDateNotApplicable("@LastModifiedDate", "at", "a @DynamicColumns family"), "> at");
  }

  @Test
  void notOnACounter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Counter @LastModifiedDate long at;
        }
        """, Messages.auditDateNotApplicable("@LastModifiedDate", "at", "a @Counter"), "long at");
  }

  @Test
  void notOnTheVersion() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Version @CreatedDate long version;
        }
        """, Messages.auditDateNotApplicable("@CreatedDate", "version", "the @Version"), "long version");
  }

  @Test
  void notOnAFieldWithItsOwnCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(C.class) @CreatedDate Instant at;
        }
        class C implements org.hbasemapper.runtime.codec.ValueCodec<Instant> {
          public byte[] encode(Instant v) { return new byte[0]; }
          public Instant decode(byte[] b) { return null; }
        }
        """, Messages.auditDateNotApplicable("@CreatedDate", "at", "a field with its own codec (@Convert)"),
        "Instant at");
  }

  @Test
  void notIndexed() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed @LastModifiedDate Instant at;
        }
        """, Messages.auditDateIndexed("@Indexed on 'at'", "@LastModifiedDate", "at"), "Instant at");
  }

  @Test
  void aCreatedDateDoesNotMove() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(formerly = "born") @CreatedDate Instant at;
        }
        """, Messages.formerlyNotApplicable("at", "a @CreatedDate field"), "Instant at");
  }

  @Test
  void theMessagesReadAsWritten() {
    org.assertj.core.api.Assertions.assertThat(Messages.auditDateTwice("@CreatedDate", "b", "a")).isEqualTo(
        "@CreatedDate is on both 'a' and 'b'; an entity has one created date: keep it on one field");
  }
}
