package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of encodings: value and map-key types without a built-in codec, and
 * {@code @Convert} codecs of the wrong type, that are no codec, or that cannot be instantiated. One
 * test per diagnostic: the message, the file and line it points at, and the error count.
 */
class EncodingDiagnosticsTest {
  @Test
  void columnTypeWithoutCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column Object payload;
        }
        """, Messages.unsupportedValueType("payload", "java.lang.Object"), "Object payload");
  }

  @Test
  void dynamicColumnsKeyWithoutKeyCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "fans")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "fans") Map<Object, String> fans;
        }
        """, Messages.unsupportedMapKeyType("fans", "java.lang.Object"), "Map<Object, String> fans");
  }

  @Test
  void convertCodecOfTheWrongType() {
    JavaFileObject codec = JavaFileObjects.forSourceString("test.IntCodec", """
        package test;
        public class IntCodec implements org.hbasemapper.runtime.codec.ValueCodec<Integer> {
          public byte[] encode(Integer v) { return new byte[0]; }
          public Integer decode(byte[] v) { return 0; }
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(IntCodec.class) String name;
        }
        """);
    Compilation compilation = compile(entity, codec);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.convertWrongType("name", "IntCodec", "java.lang.Integer",
        "java.lang.String")).inFile(entity).onLineContaining("@Convert");
  }

  @Test
  void convertClassThatIsNotACodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(String.class) String name;
        }
        """, Messages.convertNotACodec("name", "String"), "@Convert");
  }

  @Test
  void convertCodecThatCannotBeInstantiated() {
    JavaFileObject codec = JavaFileObjects.forSourceString("test.HiddenCodec", """
        package test;
        public class HiddenCodec implements org.hbasemapper.runtime.codec.ValueCodec<String> {
          private HiddenCodec() {}
          public byte[] encode(String v) { return new byte[0]; }
          public String decode(byte[] v) { return ""; }
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(HiddenCodec.class) String name;
        }
        """);
    Compilation compilation = compile(entity, codec);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.convertNotInstantiable("name", "HiddenCodec"))
        .inFile(entity).onLineContaining("@Convert");
  }
}
