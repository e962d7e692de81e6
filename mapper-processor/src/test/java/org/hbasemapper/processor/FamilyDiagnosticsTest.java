package org.hbasemapper.processor;

import static org.hbasemapper.processor.DiagnosticsTest.expectError;

import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of families and columns: declared families, the family and qualifier of each
 * column, unmapped fields, and the shape of a dynamic family's map. One test per diagnostic: the
 * message, the file and line it points at, and the error count.
 */
class FamilyDiagnosticsTest {
  @Test
  void columnNamingAnUndeclaredFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(family = "info") String name;
        }
        """, Messages.unknownFamily("name", "info", "d", null), "String name");
  }

  @Test
  void undeclaredFamilyWithACloseDeclaredOneIsSuggested() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "info")
        class E {
          @RowKey long id;
          @Column(family = "Info") String name;
        }
        """, Messages.unknownFamily("name", "Info", "d, info", "info"), "String name");
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "info")
        class E {
          @RowKey long id;
          @Column(family = "inof") String name;
        }
        """, "which no @Family declares (declared: d, info); add @Family(name = \"inof\") to the type or fix the "
        + "name; did you mean 'info'?", "String name");
  }

  @Test
  void columnWithoutFamilyWhenSeveralAreDeclared() {
    expectError("""
        @Table(name = "e") @Family(name = "a") @Family(name = "b")
        class E {
          @RowKey long id;
          @Column String name;
        }
        """, Messages.noFamilyForColumn("name"), "String name");
  }

  @Test
  void twoFieldsOnTheSameColumn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(qualifier = "n") String name;
          @Column(qualifier = "n") String nick;
        }
        """, Messages.duplicateColumn("nick", "d:n", "name"), "String nick");
  }

  @Test
  void dynamicFamilyThatAlsoHoldsColumns() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column String name;
          @DynamicColumns(family = "d") Map<Long, String> fans;
        }
        """, Messages.dynamicFamilyShared("fans", "d", "name"), "Map<Long, String> fans");
  }

  @Test
  void unmappedFieldWithoutDefaultFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          String forgotten;
        }
        """, Messages.unmappedField("forgotten"), "String forgotten");
  }

  @Test
  void invalidFamilyName() {
    expectError("""
        @Table(name = "e")
        @Family(name = "a:b")
        class E {
          @RowKey long id;
        }
        """, Messages.invalidFamilyName("a:b"), "@Family(name = \"a:b\")");
  }

  @Test
  void familyDeclaredTwice() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "d")
        class E {
          @RowKey long id;
        }
        """, Messages.duplicateFamily("d"), "class E");
  }

  @Test
  void dynamicColumnsOnSomethingThatIsNotAMap() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "fans")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "fans") List<Long> fans;
        }
        """, Messages.dynamicColumnsNotMap("fans", "java.util.List<java.lang.Long>"), "List<Long> fans");
  }

  @Test
  void lazyDynamicColumnsDeclaredAsAnotherMapType() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "f", fetch = Fetch.LAZY) TreeMap<Long, String> fans;
        }
        """, Messages.lazyMapType("fans", "java.util.TreeMap<java.lang.Long, java.lang.String>"), "fans;");
  }
}
