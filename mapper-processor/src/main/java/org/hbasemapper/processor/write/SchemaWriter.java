package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.FAMILY_SCHEMA;
import static org.hbasemapper.processor.types.RuntimeNames.TABLE_SCHEMA;
import static org.hbasemapper.processor.types.RuntimeNames.VALUE_CODEC;
import static org.hbasemapper.processor.write.TypeNames.BYTE_ARRAY;
import static org.hbasemapper.processor.write.TypeNames.UTF_8;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.processor.model.AuditDate;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * The mapper's table layout: the constants of the table, its families, the columns' qualifiers and
 * value codecs, {@code LAYOUT}, the stored layout of the rows as text, and {@code SCHEMA}, the
 * {@code TableSchema} as the annotations read, carrying that layout, with {@code schema()} returning
 * it. Each field adds its own entry ({@link FieldCode#addToSchema}).
 */
final class SchemaWriter {
  private final EntityModel entity;
  private final GeneratedNames names;
  private final String layout;

  SchemaWriter(EntityModel entity, GeneratedNames names, String layout) {
    this.entity = entity;
    this.names = names;
    this.layout = layout;
  }

  /** {@code TABLE}, then one {@code FAMILY_<NAME>} per family. */
  List<FieldSpec> tableAndFamilyConstants() {
    List<FieldSpec> out = new ArrayList<>();
    out.add(FieldSpec.builder(String.class, "TABLE", PRIVATE, STATIC, FINAL)
        .initializer("$S", entity.qualifiedTable()).build());
    for (FamilyModel family : entity.families()) {
      out.add(FieldSpec.builder(BYTE_ARRAY, names.familyConstant(family.name()), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", family.name(), UTF_8).build());
    }
    return out;
  }

  /**
   * One {@code QUALIFIER_<FIELD>} per column, each followed by its former qualifiers
   * ({@code QUALIFIER_<FIELD>_FORMERLY_<QUALIFIER>}), then the presence qualifiers of the embedded
   * values and their value, then the {@code @PresenceMarker}'s qualifier and value when the entity has one.
   */
  List<FieldSpec> qualifierConstants() {
    List<FieldSpec> out = new ArrayList<>();
    for (ColumnModel column : entity.columns()) {
      out.add(FieldSpec.builder(BYTE_ARRAY, names.qualifierConstant(column), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", column.qualifier(), UTF_8).build());
      if (column instanceof PlainColumn plain) {
        List<String> constants = names.formerQualifierConstants(plain);
        for (int i = 0; i < constants.size(); i++) {
          out.add(FieldSpec.builder(BYTE_ARRAY, constants.get(i), PRIVATE, STATIC, FINAL)
              .initializer("$S.getBytes($T.UTF_8)", plain.formerly().get(i), UTF_8).build());
        }
      }
    }
    for (EmbeddedModel top : entity.embedded()) {
      for (EmbeddedModel e : top.all()) {
        out.add(FieldSpec.builder(BYTE_ARRAY, names.qualifierConstant(e), PRIVATE, STATIC, FINAL)
            .initializer("$S.getBytes($T.UTF_8)", e.qualifier(), UTF_8).build());
      }
    }
    if (!entity.embedded().isEmpty()) {
      out.add(FieldSpec.builder(BYTE_ARRAY, names.presentConstant(), PRIVATE, STATIC, FINAL)
          .addJavadoc("The value of an embedded value's presence cell: never empty, which HBase's absence check "
              + "would take\nfor no cell.\n")
          .initializer("{1}").build());
    }
    if (entity.marker() != null) {
      out.add(FieldSpec.builder(BYTE_ARRAY, "PRESENCE_MARKER", PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", entity.marker().qualifier(), UTF_8).build());
      out.add(FieldSpec.builder(BYTE_ARRAY, "PRESENCE_MARKER_VALUE", PRIVATE, STATIC, FINAL)
          .addJavadoc("The marker cell's value: never empty, which HBase's absence check would take for no cell.\n")
          .initializer("{1}").build());
    }
    return out;
  }

  /**
   * The value codecs: {@code CODEC_<FIELD>} per column without static unboxed methods, then the key
   * and value codecs of each dynamic family.
   */
  List<FieldSpec> codecConstants() {
    List<FieldSpec> out = new ArrayList<>();
    for (ColumnModel column : entity.columns()) {
      if (column.codec().primitiveSuffix() == null) {
        out.add(FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, column.codec().valueType()),
            names.codecConstant(column), PRIVATE, STATIC, FINAL).initializer("$L", column.codec().instance()).build());
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      // package-private: the DAO's wide-row accessor encodes with them too
      out.add(FieldSpec.builder(TypeSupport.keyCodecType(d.keyType()), names.mapKeysConstant(d), STATIC, FINAL)
          .initializer("$L", TypeSupport.keyCodec(d.keyType())).build());
      out.add(FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, d.valueCodec().valueType()),
          names.mapValuesConstant(d), STATIC, FINAL).initializer("$L", d.valueCodec().instance()).build());
    }
    return out;
  }

  /**
   * {@code LAYOUT}: the stored layout of the entity's rows as the baseline writes it, in a text block
   * that reads as the baseline file does.
   */
  FieldSpec layoutConstant() {
    CodeBlock.Builder text = CodeBlock.builder().add("\"\"\"\n").indent().indent();
    for (String line : layout.split("\n")) {
      text.add("$L\n", textBlockLine(line));
    }
    // the closing delimiter at the lines' indentation, so that the text keeps only its own
    text.add("\"\"\"").unindent().unindent();
    return FieldSpec.builder(String.class, "LAYOUT", PRIVATE, STATIC, FINAL)
        .addJavadoc("The stored layout of {@link $T}'s rows, which {@code SchemaManager} records in the table\n"
            + "descriptor and compares with the live table's: a change that would strand stored rows is refused.\n",
            entity.type())
        .initializer(text.build())
        .build();
  }

  /** {@code line} as it reads inside a text block: backslashes doubled, never three quotes in a row. */
  private static String textBlockLine(String line) {
    return line.replace("\\", "\\\\").replace("\"\"\"", "\"\"\\\"");
  }

  /** {@code SCHEMA}. */
  FieldSpec schemaConstant() {
    return FieldSpec.builder(TABLE_SCHEMA, "SCHEMA", PRIVATE, STATIC, FINAL).initializer(schemaInitializer()).build();
  }

  /** {@code schema()}. */
  MethodSpec schemaMethod() {
    return MethodSpec.methodBuilder("schema").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(TABLE_SCHEMA).addStatement("return SCHEMA").build();
  }

  private CodeBlock schemaInitializer() {
    CodeBlock.Builder b = CodeBlock.builder()
        .add("$T.builder($S, $S, $S)", TABLE_SCHEMA, entity.namespace(), entity.table(), entity.simpleName())
        .indent().indent();
    for (FamilyModel f : entity.families()) {
      b.add("\n.family($L)", familySchema(f));
    }
    List<FieldCode> fields = FieldCode.all(entity, names);
    // the key components come first: the record type code goes among them, at its place in the key
    int codeAt = entity.recordType() == null ? -1 : entity.leadingKey().size();
    for (int i = 0; i < fields.size(); i++) {
      if (i == codeAt) {
        b.add("\n.recordType($S)", entity.recordType().code());
      }
      fields.get(i).addToSchema(b);
    }
    if (codeAt == fields.size()) {
      b.add("\n.recordType($S)", entity.recordType().code());
    }
    if (entity.keyPrefix() != null) {
      b.add("\n.keyPrefix(PREFIX)");
    }
    PresenceModel presence = entity.presence();
    if (presence != null && presence.kind() == PresenceModel.Kind.MARKER) {
      b.add("\n.presenceMarker($S, $S)", presence.family(), presence.qualifier());
    } else if (presence != null) {
      b.add("\n.presence($S, $S)", presence.family(), presence.qualifier());
    }
    for (PlainColumn column : entity.columnsOf(PlainColumn.class)) {
      if (column.audit() == AuditDate.CREATED) {
        b.add("\n.createdDate($S)", column.property().name());
      } else if (column.audit() == AuditDate.LAST_MODIFIED) {
        b.add("\n.lastModifiedDate($S)", column.property().name());
      }
    }
    for (IndexModel index : entity.indexes()) {
      b.add("\n.index($L, /* covering= */ $L", names.indexConstant(index), index.covering());
      index.columns().forEach(c -> b.add(", $S", c.property().name()));
      b.add(")");
    }
    return b.add("\n.layout(LAYOUT)").add("\n.build()").unindent().unindent().build();
  }

  /**
   * {@code FamilySchema.of("h").maxVersions(3)}: the family as its {@code @Family} reads, naming only
   * the options that differ from the annotation's defaults.
   */
  private static CodeBlock familySchema(FamilyModel f) {
    CodeBlock.Builder b = CodeBlock.builder().add("$T.of($S)", FAMILY_SCHEMA, f.name());
    option(b, "maxVersions", f.maxVersions());
    option(b, "minVersions", f.minVersions());
    option(b, "ttlSeconds", f.ttlSeconds());
    option(b, "compression", f.compression());
    option(b, "bloomFilter", f.bloomFilter());
    option(b, "blockSize", f.blockSize());
    option(b, "blockCache", f.blockCache());
    option(b, "inMemory", f.inMemory());
    return b.build();
  }

  /** Adds {@code .option(value)} unless {@code value} is {@code @Family}'s default (enums come as constant names). */
  private static void option(CodeBlock.Builder b, String option, Object value) {
    Object byDefault = familyDefault(option);
    if (byDefault instanceof Enum<?> e) {
      if (!e.name().equals(value)) {
        b.add(".$L($T.$L)", option, ClassName.get(e.getDeclaringClass()), value);
      }
    } else if (!byDefault.equals(value)) {
      b.add(".$L($L)", option, value);
    }
  }

  /** The default of {@code @Family}'s {@code option}, read from the annotation so the two never drift apart. */
  private static Object familyDefault(String option) {
    try {
      return Family.class.getMethod(option).getDefaultValue();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("@Family has no option " + option, e);
    }
  }
}
