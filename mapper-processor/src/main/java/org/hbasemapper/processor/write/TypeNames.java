package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.write.GeneratedTypeWriter.hbase;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/** The JDK and HBase types generated code names, spelled once for the writers (the runtime's: RuntimeNames). */
final class TypeNames {
  static final ClassName UTF_8 = ClassName.get("java.nio.charset", "StandardCharsets");
  static final TypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);
  static final ClassName TREE_MAP = ClassName.get("java.util", "TreeMap");
  static final ClassName LINKED_HASH_MAP = ClassName.get(LinkedHashMap.class);
  static final ClassName PUT = hbase("client", "Put");
  static final ClassName RESULT = hbase("client", "Result");
  static final ClassName CELL = hbase("", "Cell");
  /** JSpecify's marker: the generated types' members are non-null unless they say {@code @Nullable}. */
  static final ClassName NULL_MARKED = ClassName.get("org.jspecify.annotations", "NullMarked");
  static final ClassName NULLABLE = ClassName.get("org.jspecify.annotations", "Nullable");

  private TypeNames() {}

  /**
   * {@code type} where null is an answer or an accepted argument ({@code fromResult} of an empty
   * result): {@code @Nullable User}, {@code Outer.@Nullable Inner}, {@code byte @Nullable []}, as
   * Kotlin reads it ({@code User?}).
   */
  static TypeName nullable(TypeName type) {
    return type.annotated(AnnotationSpec.builder(NULLABLE).build());
  }

  /** {@code java.util.Map<java.lang.Long, java.lang.String>} as {@code Map<Long, String>}, as the schema names types. */
  static String simpleName(TypeName type) {
    if (type instanceof ClassName c) {
      return c.simpleName();
    }
    if (type instanceof ParameterizedTypeName p) {
      List<String> args = new ArrayList<>();
      p.typeArguments().forEach(a -> args.add(simpleName(a)));
      return p.rawType().simpleName() + "<" + String.join(", ", args) + ">";
    }
    if (type instanceof ArrayTypeName a) {
      return simpleName(a.componentType()) + "[]";
    }
    return type.toString();
  }
}
