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
 * The diagnostics of the row key and its prefix: component order, widths and key types, then
 * {@code @Salt} and {@code @HashPrefix}. One test per diagnostic: the message, the file and line it
 * points at, and the error count.
 */
class RowKeyDiagnosticsTest {
  @Test
  void noRowKeyIsAnError() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @Column String name;
        }
        """, Messages.noRowKey("E"), "class E");
  }

  @Test
  void duplicateKeyOrder() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long a;
          @RowKey(order = 0) long b;
        }
        """, Messages.duplicateKeyOrder("b", 0, "a"), "long b");
  }

  @Test
  void keyOrderGap() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long a;
          @RowKey(order = 2) long b;
        }
        """, Messages.keyOrderGap("b", 2, 1), "long b");
  }

  @Test
  void variableWidthComponentThatIsNotLast() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) String userId;
          @RowKey(order = 1) long time;
        }
        """, Messages.variableWidthNotLast("userId"), "String userId");
  }

  @Test
  void widthOnATypeWithANaturalWidth() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(width = 4) long id;
        }
        """, Messages.widthOnNaturalWidth("id", "long", 8), "long id");
  }

  @Test
  void negativeWidth() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(width = -1) String id;
        }
        """, Messages.negativeWidth("id"), "String id");
  }

  @Test
  void keyTypeWithoutKeyCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey java.math.BigDecimal id;
        }
        """, Messages.unsupportedKeyType("id", "java.math.BigDecimal"), "BigDecimal id");
  }

  @Test
  void aKeyComponentThatCannotBeModelledDoesNotCascade() {
    // the key's only component has no codec: one error, not also "no @RowKey"
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey Object id;
          @Column String name;
        }
        """, Messages.unsupportedKeyType("id", "java.lang.Object"), "Object id");
  }

  @Test
  void saltBucketsOutOfRange() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(buckets = 300)
        class E {
          @RowKey long id;
        }
        """, Messages.saltBuckets(300), "@Salt");
  }

  @Test
  void hashPrefixLengthAndRegionsOutOfRange() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        @HashPrefix(length = 17, regions = 0)
        class E {
          @RowKey long id;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.hashPrefixLength(17)).inFile(source).onLineContaining("@HashPrefix");
    assertThat(compilation).hadErrorContaining(Messages.hashPrefixRegions(0)).inFile(source).onLineContaining("@HashPrefix");
  }

  @Test
  void saltOfAnUnknownComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(of = "host")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """, Messages.prefixUnknownComponent("@Salt", "host", "hostId, time", "hostId"), "@Salt");
  }

  @Test
  void unknownNamesFarFromEveryDeclaredOneGetNoSuggestion() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        @HashPrefix(of = "zone")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    org.assertj.core.api.Assertions.assertThat(compilation.errors().get(0).getMessage(null))
        .isEqualTo(Messages.prefixUnknownComponent("@HashPrefix", "zone", "hostId, time", null))
        .doesNotContain("did you mean");
  }

  @Test
  void saltOfComponentsThatAreNotTheLeadingOnes() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(of = "time")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """, Messages.prefixNotLeading("@Salt", "[time]", "hostId"), "@Salt");
  }

  @Test
  void saltAndHashPrefixTogether() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt @HashPrefix
        class E {
          @RowKey long id;
        }
        """, Messages.saltAndHashPrefix(), "@Salt @HashPrefix");
  }
}
