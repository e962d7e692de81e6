package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPING_EXCEPTION;
import static org.hbasemapper.processor.types.RuntimeNames.WIDE_ROW_SOURCE;
import static org.hbasemapper.processor.write.TypeNames.BYTE_ARRAY;
import static org.hbasemapper.processor.write.TypeNames.CELL;
import static org.hbasemapper.processor.write.TypeNames.nullable;
import static org.hbasemapper.processor.write.TypeNames.RESULT;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.Property;

/**
 * The mapper's reading side: {@code fromResult}, one pass over the result's cells into a local per
 * field, then the entity built from them: through its constructor (a record's canonical one, or the
 * one a class is built through), then the fields it does not take through their setters or directly.
 * Each field declares, reads and assigns its own value ({@link FieldCode});
 * this writer lays out the loop: the timestamp sees every cell, the columns are tested by qualifier
 * within their family, a dynamic family takes every cell of its family. With lazy families, the two
 * {@code fromResult} methods delegate to a private {@code read}, and {@code unloadedFamilies} names
 * the lazy maps never loaded.
 */
final class ReadWriter {
  private final EntityModel entity;
  private final GeneratedNames names;
  private final List<FieldCode> fields;

  ReadWriter(EntityModel entity, GeneratedNames names) {
    this.entity = entity;
    this.names = names;
    this.fields = FieldCode.all(entity, names);
  }

  /** {@code FAMILIES}, when the loop reads more than one family and so tracks the current one. */
  List<FieldSpec> familiesConstant() {
    List<String> read = readFamilies();
    if (read.size() < 2) {
      return List.of();
    }
    return List.of(FieldSpec.builder(ArrayTypeName.of(BYTE_ARRAY), "FAMILIES", PRIVATE, STATIC, FINAL)
        .addJavadoc("The families {@code fromResult} reads.\n")
        .initializer("{$L}", String.join(", ", read.stream().map(names::familyConstant).toList()))
        .build());
  }

  /** {@code fromResult}, or with lazy families the private {@code read} both {@code fromResult}s call. */
  MethodSpec read() {
    MethodSpec.Builder m = hasLazy()
        ? MethodSpec.methodBuilder("read").addModifiers(PRIVATE).returns(nullable(entity.type()))
            .addParameter(nullable(RESULT), "result").addParameter(nullable(WIDE_ROW_SOURCE), "rows")
        : MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(nullable(entity.type())).addParameter(nullable(RESULT), "result");
    m.beginControlFlow("if (result == null || result.isEmpty())")
        .addStatement("return null")
        .endControlFlow()
        .addStatement("$T key = decodeKey(result.getRow())", KeyWriter.keyType(entity));
    fields.forEach(field -> field.declareLocals(m));
    readCells(m);
    fields.forEach(field -> field.build(m)); // embedded values, from their own fields' locals
    build(m);
    return m.build();
  }

  /** With lazy families: both {@code fromResult} methods, delegating to {@code read}, and {@code unloadedFamilies}. */
  List<MethodSpec> lazyMethods() {
    if (!hasLazy()) {
      return List.of();
    }
    ClassName set = ClassName.get("java.util", "Set");
    MethodSpec.Builder unloaded = MethodSpec.methodBuilder("unloadedFamilies").addAnnotation(Override.class)
        .addModifiers(PUBLIC).returns(ParameterizedTypeName.get(set, ClassName.get(String.class)))
        .addParameter(entity.type(), "entity")
        .addStatement("$T<String> out = new $T<>()", set, ClassName.get("java.util", "HashSet"));
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (d.lazy()) {
        new DynamicColumnsCode(d, names).addUnloadedCheck(unloaded);
      }
    }
    return List.of(
        MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(nullable(entity.type())).addParameter(nullable(RESULT), "result")
            .addJavadoc("Lazy fields get the cells {@code result} holds of their family, or an empty map.\n")
            .addStatement("return read(result, null)").build(),
        MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(nullable(entity.type())).addParameter(nullable(RESULT), "result").addParameter(WIDE_ROW_SOURCE, "rows")
            .addJavadoc("Lazy fields get a map that loads their family through {@code rows} on first use.\n")
            .addStatement("return read(result, rows)").build(),
        unloaded.addStatement("return out").build());
  }

  /** The loop over the result's cells; a failing decode is reported with the cell it failed on. */
  private void readCells(MethodSpec.Builder m) {
    boolean track = readFamilies().size() > 1;
    m.addStatement("$T[] cells = result.rawCells()", CELL)
        .addStatement("$T cell = null", CELL);
    if (track) {
      m.addStatement("byte[] family = null");
    }
    m.addComment("one pass over the cells, sorted by family then qualifier; the first version of a column is the newest")
        .beginControlFlow("try")
        .beginControlFlow("for (int i = 0; i < cells.length; i++)")
        .addStatement("cell = cells[i]");
    if (track) {
      m.addComment("cells come grouped by family: compare with the previous cell's family first")
          .beginControlFlow("if (family == null || !$T.isFamily(cell, family))", MAPPER_SUPPORT)
          .addStatement("family = $T.family(cell, FAMILIES)", MAPPER_SUPPORT)
          .endControlFlow();
    }
    if (entity.timestamp() != null) {
      new TimestampCode(entity.timestamp(), names).readCell(m);
    }
    // the cell's coordinates are read once, so that each test below is a plain byte compare: small
    // enough for the JIT to inline the whole loop (a getter chain per test is not)
    m.addStatement("byte[] q = cell.getQualifierArray()")
        .addStatement("int qOffset = cell.getQualifierOffset()")
        .addStatement("int qLength = cell.getQualifierLength()")
        .addStatement("byte[] v = cell.getValueArray()")
        .addStatement("int vOffset = cell.getValueOffset()")
        .addStatement("int vLength = cell.getValueLength()");
    familyBlocks(m, track);
    m.endControlFlow();
    fields.forEach(field -> field.afterCells(m));
    m.nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.forCell(SCHEMA, cell, e)", MAPPING_EXCEPTION)
        .endControlFlow();
  }

  /** One {@code if} per read family: its columns tested by qualifier, or a dynamic family's every cell. */
  private void familyBlocks(MethodSpec.Builder m, boolean track) {
    boolean first = true;
    for (Map.Entry<String, List<ColumnCode>> family : columnsByFamily().entrySet()) {
      m.addCode(first ? "" : "} else ");
      m.addCode(familyTest(track, family.getKey()));
      boolean firstColumn = true;
      for (ColumnCode column : family.getValue()) {
        m.addCode(firstColumn ? "" : "} else ");
        m.addCode("if ($L) {\n$>", column.cellTest());
        column.readCell(m);
        m.addCode("$<");
        firstColumn = false;
      }
      // after every column's own qualifier: a former one is set aside, its value taken after the loop
      for (ColumnCode column : family.getValue()) {
        for (ColumnCode.FormerCell former : column.formerCells()) {
          m.addCode("} else if ($L) {\n$>", former.test());
          m.addStatement("$L = cell", former.local());
          m.addCode("$<");
        }
      }
      // an embedded value's presence cell: the value is null without it
      for (FieldCode field : fields) {
        if (field instanceof EmbeddedCode embedded) {
          for (CodeBlock[] presence : embedded.presenceCells(family.getKey())) {
            m.addCode("} else if ($L) {\n$>", presence[0]);
            m.addStatement("$L", presence[1]);
            m.addCode("$<");
          }
        }
      }
      m.addCode("}\n$<");
      first = false;
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      m.addCode(first ? "" : "} else ");
      m.addCode(familyTest(track, d.family()));
      new DynamicColumnsCode(d, names).readCell(m);
      m.addCode("$<");
      first = false;
    }
    if (!first) {
      m.addCode("}\n");
    }
  }

  /** The test opening a family's block: identity with the tracked family, else a byte compare. */
  private CodeBlock familyTest(boolean track, String family) {
    return track ? CodeBlock.of("if (family == $L) {\n$>", names.familyConstant(family))
        : CodeBlock.of("if ($T.isFamily(cell, $L)) {\n$>", MAPPER_SUPPORT, names.familyConstant(family));
  }

  /**
   * The entity through its constructor, a record's canonical one included: each parameter gets its
   * field's value, one that maps to nothing ({@code @Transient}) its default; then the fields the
   * constructor does not take, through their setters or directly (a class without a constructor of
   * its fields gets them all so).
   */
  private void build(MethodSpec.Builder m) {
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    fields.stream().filter(FieldCode::topLevel).forEach(field -> values.put(field.property().name(), field.value()));
    List<CodeBlock> args = new ArrayList<>();
    for (Property p : entity.constructorOrder()) {
      args.add(values.getOrDefault(p.name(), FieldCode.defaultValue(p.type())));
    }
    CodeBlock construct = args.isEmpty() ? CodeBlock.of("new $T()", entity.type())
        : CodeBlock.of("new $T(\n$L)", entity.type(), CodeBlock.join(args, ",\n"));
    List<FieldCode> rest = fields.stream().filter(FieldCode::topLevel)
        .filter(field -> !field.property().viaConstructor()).toList();
    if (rest.isEmpty()) {
      m.addStatement("return $L", construct);
      return;
    }
    m.addStatement("$T entity = $L", entity.type(), construct);
    rest.forEach(field -> field.assign(m));
    m.addStatement("return entity");
  }

  private boolean hasLazy() {
    return entity.dynamicColumns().stream().anyMatch(DynamicColumnsModel::lazy);
  }

  /** The families whose cells {@code fromResult} maps: those with columns, then the dynamic ones. */
  private List<String> readFamilies() {
    List<String> out = new ArrayList<>(columnsByFamily().keySet());
    entity.dynamicColumns().forEach(d -> out.add(d.family()));
    return out;
  }

  /** The columns' code by family, in the order the families are declared. */
  private Map<String, List<ColumnCode>> columnsByFamily() {
    Map<String, List<ColumnCode>> out = new LinkedHashMap<>();
    for (FamilyModel f : entity.families()) {
      for (ColumnModel c : entity.columns()) {
        if (c.family().equals(f.name())) {
          out.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(ColumnCode.of(c, names));
        }
      }
    }
    return out;
  }
}
