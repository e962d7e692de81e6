package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ENTITY_MAPPER;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPING_EXCEPTION;
import static org.hbasemapper.processor.types.RuntimeNames.PROJECTION_MAPPER;
import static org.hbasemapper.processor.types.RuntimeNames.VALUE_CODEC;
import static org.hbasemapper.processor.write.TypeNames.nullable;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.ProjectionModel;
import org.hbasemapper.processor.model.ProjectionModel.Component;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * Writes {@code <Record>Projection}: the {@code ProjectionMapper} of a projection record, which reads
 * only the record's columns and decodes them with the entity's codecs (key components from the row key
 * through the entity's mapper), in one pass over the cells as the mapper does.
 */
final class ProjectionWriter extends GeneratedTypeWriter {
  private static final ClassName UTF_8 = ClassName.get("java.nio.charset", "StandardCharsets");
  private static final ClassName RESULT = hbase("client", "Result");
  private static final ClassName CELL = hbase("", "Cell");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final TypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);
  /** A column as {@code columns()} lists it: {@code {family, qualifier}}, or {@code {family}}. */
  private static final TypeName COLUMN = ArrayTypeName.of(BYTE_ARRAY);
  /** The locals and parameters of {@code fromResult}, which no component's local may shadow. */
  private static final Set<String> LOCALS = Set.of("result", "key", "cells", "cell", "i", "e", "q", "qOffset",
      "qLength", "v", "vOffset", "vLength");

  private final ProjectionModel projection;
  private final Set<String> constants = new HashSet<>(Set.of("INSTANCE", "COLUMNS"));
  private final Map<String, String> familyConstants = new LinkedHashMap<>();
  private final Map<String, String> qualifierConstants = new HashMap<>();
  private final Map<String, String> codecConstants = new HashMap<>();
  private final Map<String, String> mapKeys = new HashMap<>();
  private final Map<String, String> mapValues = new HashMap<>();
  private final Map<String, String> locals = new HashMap<>();
  private final Map<String, String> found = new HashMap<>();
  /** For a component of a moved column: its former qualifiers' constants and cell locals, in {@code formerly} order. */
  private final Map<String, List<String>> formerQualifiers = new HashMap<>();
  private final Map<String, List<String>> formerLocals = new HashMap<>();

  ProjectionWriter(ProjectionModel projection) {
    super(projection.entity());
    this.projection = projection;
    Set<String> localNames = new HashSet<>(LOCALS);
    for (Component c : projection.components()) {
      if (c.column() != null || c.map() != null) {
        String family = c.column() != null ? c.column().family() : c.map().family();
        familyConstants.computeIfAbsent(family, f -> allocate("FAMILY_" + GeneratedNames.constantName(f)));
        String name = GeneratedNames.constantName(c.name());
        if (c.column() != null) {
          qualifierConstants.put(c.name(), allocate("QUALIFIER_" + name));
          if (c.column().codec().primitiveSuffix() == null) {
            codecConstants.put(c.name(), allocate("CODEC_" + name));
          }
        } else {
          mapKeys.put(c.name(), allocate("KEYS_" + name));
          mapValues.put(c.name(), allocate("VALUES_" + name));
        }
        String local = LOCALS.contains(c.name()) || Character.isUpperCase(c.name().charAt(0)) ? c.name() + "Value"
            : c.name();
        locals.put(c.name(), take(local, localNames));
      }
    }
    for (Component c : projection.components()) {
      if (c.column() != null && c.column().primitive()) {
        found.put(c.name(), take("has" + GeneratedNames.capitalize(c.name()), localNames));
      }
    }
    // last, so that a column's move renames nothing else
    for (Component c : projection.components()) {
      if (c.column() instanceof PlainColumn p && p.moved()) {
        List<String> qualifiers = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < p.formerly().size(); i++) {
          qualifiers.add(allocate("QUALIFIER_" + GeneratedNames.constantName(c.name()) + "_FORMERLY_"
              + GeneratedNames.constantName(p.formerly().get(i))));
          cells.add(take(GeneratedNames.formerLocal(c.name(), i), localNames));
        }
        formerQualifiers.put(c.name(), qualifiers);
        formerLocals.put(c.name(), cells);
      }
    }
  }

  /** The former qualifiers of the column of component {@code c}; empty when it never moved. */
  private static List<String> formerly(Component c) {
    return c.column() instanceof PlainColumn p ? p.formerly() : List.of();
  }

  private String allocate(String preferred) {
    return take(preferred, constants);
  }

  private static String take(String preferred, Set<String> taken) {
    String name = preferred;
    for (int n = 2; !taken.add(name); n++) {
      name = preferred + "_" + n;
    }
    return name;
  }

  @Override
  String packageName() {
    return projection.type().packageName();
  }

  @Override
  List<Element> originatingElements() {
    return List.of(projection.element(), entity.element());
  }

  @Override
  TypeSpec.Builder type() {
    ClassName name = projection.projectionName();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(PUBLIC, FINAL)
        .addSuperinterface(ParameterizedTypeName.get(PROJECTION_MAPPER, entity.type(), projection.type()))
        .addJavadoc("Reads {@link $T} from the row of {@link $T}: only the cells of its components, decoded as the\n"
            + "entity's mapper decodes them. Stateless and thread-safe.\n", projection.type(), entity.type());
    type.addField(FieldSpec.builder(name, "INSTANCE", PUBLIC, STATIC, FINAL)
        .addJavadoc("The instance; the projection holds no state.\n")
        .initializer("new $T()", name).build());
    familyConstants.forEach((family, constant) -> type.addField(bytes(constant, family)));
    for (Component c : projection.components()) {
      if (c.column() != null) {
        type.addField(bytes(qualifierConstants.get(c.name()), c.column().qualifier()));
        for (int i = 0; i < formerly(c).size(); i++) {
          type.addField(bytes(formerQualifiers.get(c.name()).get(i), formerly(c).get(i)));
        }
        if (codecConstants.containsKey(c.name())) {
          type.addField(FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, c.column().codec().valueType()),
              codecConstants.get(c.name()), PRIVATE, STATIC, FINAL).initializer("$L", c.column().codec().instance())
              .build());
        }
      } else if (c.map() != null) {
        type.addField(FieldSpec.builder(TypeSupport.keyCodecType(c.map().keyType()), mapKeys.get(c.name()), PRIVATE,
            STATIC, FINAL).initializer("$L", TypeSupport.keyCodec(c.map().keyType())).build());
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, c.map().valueCodec().valueType()),
            mapValues.get(c.name()), PRIVATE, STATIC, FINAL).initializer("$L", c.map().valueCodec().instance())
            .build());
      }
    }
    type.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST, COLUMN), "COLUMNS", PRIVATE, STATIC,
        FINAL).initializer(columns()).build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PRIVATE).build());
    type.addMethod(MethodSpec.methodBuilder("type").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), projection.type()))
        .addStatement("return $T.class", projection.type()).build());
    type.addMethod(MethodSpec.methodBuilder("entity").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(ParameterizedTypeName.get(ENTITY_MAPPER, entity.type(),
            WildcardTypeName.subtypeOf(Object.class)))
        .addStatement("return $T.INSTANCE", entity.mapperName()).build());
    type.addMethod(MethodSpec.methodBuilder("columns").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(ParameterizedTypeName.get(LIST, COLUMN)).addStatement("return COLUMNS").build());
    type.addMethod(fromResult());
    return type;
  }

  private static FieldSpec bytes(String constant, String value) {
    return FieldSpec.builder(BYTE_ARRAY, constant, PRIVATE, STATIC, FINAL)
        .initializer("$S.getBytes($T.UTF_8)", value, UTF_8).build();
  }

  /** {@code List.of(new byte[][] {FAMILY_D, QUALIFIER_PRICE}, ...)}: a column each, a whole family per map. */
  private CodeBlock columns() {
    List<CodeBlock> columns = new ArrayList<>();
    for (Component c : projection.components()) {
      if (c.column() != null) {
        columns.add(CodeBlock.of("new byte[][] {$L, $L}", familyConstants.get(c.column().family()),
            qualifierConstants.get(c.name())));
        for (String former : formerQualifiers.getOrDefault(c.name(), List.of())) {
          columns.add(CodeBlock.of("new byte[][] {$L, $L}", familyConstants.get(c.column().family()), former));
        }
      } else if (c.map() != null) {
        columns.add(CodeBlock.of("new byte[][] {$L}", familyConstants.get(c.map().family())));
      }
    }
    return columns.isEmpty() ? CodeBlock.of("$T.of()", LIST)
        // typed: with one column, List.of(byte[][]) would take the array for its varargs
        : CodeBlock.of("$T.<byte[][]>of(\n$>$>$L$<$<)", LIST, CodeBlock.join(columns, ",\n"));
  }

  private MethodSpec fromResult() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(nullable(projection.type())).addParameter(nullable(RESULT), "result")
        .beginControlFlow("if (result == null || result.isEmpty())")
        .addStatement("return null")
        .endControlFlow();
    if (projection.components().stream().anyMatch(c -> c.key() != null)) {
      m.addStatement("$T key = $T.INSTANCE.decodeKey(result.getRow())", entity.mapperName().nestedClass("Key"),
          entity.mapperName());
    }
    boolean cellsRead = !familyConstants.isEmpty();
    for (Component c : projection.components()) {
      if (c.column() != null && c.column().primitive()) {
        m.addStatement("$T $L = $L", c.type(), locals.get(c.name()), FieldCode.defaultValue(c.type()));
        m.addStatement("boolean $L = false", found.get(c.name()));
      } else if (c.column() != null || c.map() != null) {
        m.addStatement("$T $L = null", c.type(), locals.get(c.name()));
      }
      for (String former : formerLocals.getOrDefault(c.name(), List.of())) {
        m.addStatement("$T $L = null", CELL, former);
      }
    }
    if (cellsRead) {
      readCells(m);
    }
    List<CodeBlock> args = new ArrayList<>();
    for (Component c : projection.components()) {
      if (c.key() != null) {
        args.add(CodeBlock.of("key.$L()", c.name()));
      } else if (c.map() != null) {
        String local = locals.get(c.name());
        args.add(CodeBlock.of("$L != null ? $L : new $T<>()", local, local, mapClass(c.map())));
      } else {
        args.add(CodeBlock.of("$L", locals.get(c.name())));
      }
    }
    return m.addStatement("return new $T(\n$L)", projection.type(), CodeBlock.join(args, ",\n")).build();
  }

  /** One pass over the cells, sorted by family then qualifier; the first version of a column is the newest. */
  private void readCells(MethodSpec.Builder m) {
    m.addStatement("$T[] cells = result.rawCells()", CELL)
        .addStatement("$T cell = null", CELL)
        .beginControlFlow("try")
        .beginControlFlow("for (int i = 0; i < cells.length; i++)")
        .addStatement("cell = cells[i]")
        .addStatement("byte[] q = cell.getQualifierArray()")
        .addStatement("int qOffset = cell.getQualifierOffset()")
        .addStatement("int qLength = cell.getQualifierLength()")
        .addStatement("byte[] v = cell.getValueArray()")
        .addStatement("int vOffset = cell.getValueOffset()")
        .addStatement("int vLength = cell.getValueLength()");
    boolean firstFamily = true;
    for (Map.Entry<String, String> family : familyConstants.entrySet()) {
      m.addCode(firstFamily ? "" : "} else ");
      m.addCode("if ($T.isFamily(cell, $L)) {\n$>", MAPPER_SUPPORT, family.getValue());
      boolean first = true;
      for (Component c : projection.components()) {
        ColumnModel column = c.column();
        if (column != null && column.family().equals(family.getKey())) {
          String local = locals.get(c.name());
          String guard = column.primitive() ? "!" + found.get(c.name()) : local + " == null";
          m.addCode(first ? "" : "} else ");
          m.addCode("if ($L && $T.matches(q, qOffset, qLength, $L)) {\n$>", guard, MAPPER_SUPPORT,
              qualifierConstants.get(c.name()));
          if (column.codec().primitiveSuffix() != null) {
            m.addStatement("$L = $T.decode$L(v, vOffset, vLength)", local, column.codec().codecType(),
                column.codec().primitiveSuffix());
          } else {
            m.addStatement("$L = $L.decode(v, vOffset, vLength)", local, codecConstants.get(c.name()));
          }
          if (column.primitive()) {
            m.addStatement("$L = true", found.get(c.name()));
          }
          m.addCode("$<");
          first = false;
        }
      }
      for (Component c : projection.components()) {
        if (c.column() != null && c.column().family().equals(family.getKey())) {
          List<String> cells = formerLocals.getOrDefault(c.name(), List.of());
          for (int i = 0; i < cells.size(); i++) {
            m.addCode("} else if ($L == null && $T.matches(q, qOffset, qLength, $L)) {\n$>", cells.get(i),
                MAPPER_SUPPORT, formerQualifiers.get(c.name()).get(i));
            m.addStatement("$L = cell", cells.get(i));
            m.addCode("$<");
          }
        }
      }
      if (!first) {
        m.addCode("}\n"); // closes the last column's test
      }
      for (Component c : projection.components()) {
        DynamicColumnsModel map = c.map();
        if (map != null && map.family().equals(family.getKey())) {
          String local = locals.get(c.name());
          m.beginControlFlow("if ($L == null)", local)
              .addStatement("$L = new $T<>()", local, mapClass(map))
              .endControlFlow()
              .addStatement("$L.putIfAbsent($L.read(q, qOffset, qLength), $L.decode(v, vOffset, vLength))", local,
                  mapKeys.get(c.name()), mapValues.get(c.name()));
        }
      }
      m.addCode("$<");
      firstFamily = false;
    }
    m.addCode("}\n")
        .endControlFlow();
    for (Component c : projection.components()) {
      if (formerLocals.containsKey(c.name())) {
        formerCell(m, c);
      }
    }
    m.nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.forCell($T.INSTANCE.schema(), cell, e)", MAPPING_EXCEPTION,
            entity.mapperName())
        .endControlFlow();
  }

  /** Without a cell of its own, component {@code c} takes the first former cell the row had, in {@code formerly} order. */
  private void formerCell(MethodSpec.Builder m, Component c) {
    ColumnModel column = c.column();
    List<String> cells = formerLocals.get(c.name());
    CodeBlock first = CodeBlock.of("$L", cells.get(cells.size() - 1));
    for (int i = cells.size() - 2; i >= 0; i--) {
      first = CodeBlock.of("$L != null ? $L : $L", cells.get(i), cells.get(i), first);
    }
    String local = locals.get(c.name());
    m.addComment("rows stored before $L moved to $L:$L hold it under $L", c.name(), column.family(),
            column.qualifier(), String.join(", ", formerly(c).stream().map(q -> column.family() + ":" + q).toList()))
        .beginControlFlow("if ($L)", column.primitive() ? "!" + found.get(c.name()) : local + " == null")
        .addStatement("cell = $L", first)
        .beginControlFlow("if (cell != null)");
    String value = "cell.getValueArray(), cell.getValueOffset(), cell.getValueLength()";
    if (column.codec().primitiveSuffix() != null) {
      m.addStatement("$L = $T.decode$L($L)", local, column.codec().codecType(), column.codec().primitiveSuffix(),
          value);
    } else {
      m.addStatement("$L = $L.decode($L)", local, codecConstants.get(c.name()), value);
    }
    if (column.primitive()) {
      m.addStatement("$L = true", found.get(c.name()));
    }
    m.endControlFlow().endControlFlow();
  }

  private static ClassName mapClass(DynamicColumnsModel map) {
    return map.sorted() ? ClassName.get("java.util", "TreeMap") : ClassName.get(LinkedHashMap.class);
  }
}
