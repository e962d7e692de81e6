package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_COMPONENT;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_PREFIX;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.BYTE_ARRAY;
import static org.hbasemapper.processor.write.TypeNames.UTF_8;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.RecordTypeModel;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * The mapper's row key: a {@code KEY_<FIELD>} constant per component, the {@code PREFIX} of a salt
 * or hash and the {@code RECORD_TYPE} code, the {@code Key} record, and {@code keyOf},
 * {@code encodeKey} and {@code decodeKey}, which lay the components out in key order after the
 * prefix, with the record type code at its place among them. The code is not part of the
 * {@code Key}: it is the same in every row of the entity.
 */
final class KeyWriter {
  private final EntityModel entity;
  private final GeneratedNames names;
  private final ClassName keyType;

  KeyWriter(EntityModel entity, GeneratedNames names) {
    this.entity = entity;
    this.names = names;
    this.keyType = keyType(entity);
  }

  /** The mapper's nested {@code Key} record. */
  static ClassName keyType(EntityModel entity) {
    return entity.mapperName().nestedClass("Key");
  }

  /** One {@code KEY_<FIELD>} per component: package-private, the query stages encode with them too. */
  List<FieldSpec> componentConstants() {
    List<FieldSpec> out = new ArrayList<>();
    for (KeyComponentModel c : entity.key()) {
      out.add(FieldSpec.builder(ParameterizedTypeName.get(KEY_COMPONENT, c.javaType().boxed()),
              names.keyConstant(c), STATIC, FINAL)
          .initializer("new $T<>(TABLE, $S, $S, $L, /* width= */ $L, /* descending= */ $L)", KEY_COMPONENT,
              entity.simpleName(), c.property().name(), TypeSupport.keyCodec(c.javaType()), c.width(), c.descending())
          .build());
    }
    return out;
  }

  /** {@code PREFIX}, when the key has a salt or hash prefix. */
  List<FieldSpec> prefixConstant() {
    KeyPrefixModel p = entity.keyPrefix();
    if (p == null) {
      return List.of();
    }
    int ofCount = p.ofCount(entity.key().size());
    CodeBlock initializer = p.salt()
        ? CodeBlock.of("$T.salt(/* buckets= */ $L, /* ofCount= */ $L)", KEY_PREFIX, p.buckets(), ofCount)
        : CodeBlock.of("$T.md5(/* length= */ $L, /* regions= */ $L, /* ofCount= */ $L)", KEY_PREFIX, p.length(),
            p.regions(), ofCount);
    return List.of(FieldSpec.builder(KEY_PREFIX, "PREFIX", PRIVATE, STATIC, FINAL).initializer(initializer).build());
  }

  /** {@code RECORD_TYPE}, the code's bytes, when the entity has a record type. */
  List<FieldSpec> recordTypeConstant() {
    RecordTypeModel recordType = entity.recordType();
    if (recordType == null) {
      return List.of();
    }
    return List.of(FieldSpec.builder(BYTE_ARRAY, "RECORD_TYPE", PRIVATE, STATIC, FINAL)
        .initializer("$S.getBytes($T.UTF_8)", recordType.code(), UTF_8).build());
  }

  /** The index in {@code entity.key()} of the first component after the record type code; -1 without one. */
  private int recordTypeIndex() {
    RecordTypeModel recordType = entity.recordType();
    return recordType == null ? -1 : entity.leadingKey().size();
  }

  /** {@code record Key(...)}: the components, in key order. */
  TypeSpec keyRecord() {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    for (KeyComponentModel c : entity.key()) {
      constructor.addParameter(c.property().type(), c.property().name());
    }
    return TypeSpec.recordBuilder(keyType)
        .addModifiers(PUBLIC)
        .addJavadoc("The row-key components of {@link $T}, in key order.\n", entity.type())
        .recordConstructor(constructor.build())
        .build();
  }

  /** {@code keyOf}, {@code encodeKey} and {@code decodeKey}. */
  List<MethodSpec> methods() {
    return List.of(keyOf(), encodeKey(), decodeKey());
  }

  private MethodSpec keyOf() {
    List<CodeBlock> args = new ArrayList<>();
    for (KeyComponentModel c : entity.key()) {
      args.add(CodeBlock.of("entity.$L", c.property().getter()));
    }
    return MethodSpec.methodBuilder("keyOf").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(keyType).addParameter(entity.type(), "entity")
        .addStatement("return new $T($L)", keyType, CodeBlock.join(args, ", "))
        .build();
  }

  /**
   * {@code encodeKey}: sizes the array first, so the key is written once; a variable-width
   * component is encoded once, measured by its array, then copied into the key.
   */
  private MethodSpec encodeKey() {
    List<CodeBlock> lengths = new ArrayList<>();
    MethodSpec.Builder m = MethodSpec.methodBuilder("encodeKey").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(BYTE_ARRAY).addParameter(keyType, "key");
    List<KeyComponentModel> key = entity.key();
    for (int i = 0; i < key.size(); i++) {
      KeyComponentModel c = key.get(i);
      if (i == recordTypeIndex()) {
        lengths.add(CodeBlock.of("RECORD_TYPE.length"));
      }
      if (variableCodec(c)) {
        m.addStatement("byte[] $L = $L.encode(key.$L())", names.encoded(c), names.keyConstant(c),
            c.property().name());
        lengths.add(CodeBlock.of("$L.encodedLength($L)", names.keyConstant(c), names.encoded(c)));
      } else {
        lengths.add(CodeBlock.of("$L.length(key.$L())", names.keyConstant(c), c.property().name()));
      }
    }
    if (recordTypeIndex() == key.size()) {
      lengths.add(CodeBlock.of("RECORD_TYPE.length"));
    }
    m.addStatement("byte[] row = new byte[$L$L]", entity.keyPrefixLength() > 0 ? entity.keyPrefixLength() + " + " : "",
            CodeBlock.join(lengths, " + "))
        .addStatement("int offset = $L", entity.keyPrefixLength());
    for (int i = 0; i < key.size(); i++) {
      KeyComponentModel c = key.get(i);
      if (i == recordTypeIndex()) {
        writeRecordType(m);
      }
      if (variableCodec(c)) {
        m.addStatement("offset = $L.writeEncoded($L, row, offset)", names.keyConstant(c), names.encoded(c));
      } else {
        m.addStatement("offset = $L.write(key.$L(), row, offset)", names.keyConstant(c), c.property().name());
      }
    }
    if (recordTypeIndex() == key.size()) {
      writeRecordType(m);
    }
    if (entity.keyPrefix() != null) {
      m.addStatement("PREFIX.write(row, $L)", prefixInputEnd());
    }
    return m.addStatement("return row").build();
  }

  private void writeRecordType(MethodSpec.Builder m) {
    m.addComment("the record type code: it tells the rows of $L from the other record types of $L",
            entity.simpleName(), entity.qualifiedTable())
        .addStatement("offset = $T.writeRecordType(RECORD_TYPE, row, offset)", MAPPER_SUPPORT);
  }

  /**
   * {@code decodeKey}: checks the length (exact when every component has a fixed width, counting the
   * record type code), the record type code and the prefix, then reads the components around the code.
   */
  private MethodSpec decodeKey() {
    int fixed = entity.keyPrefixLength();
    int codeOffset = -1;
    boolean variable = false;
    List<CodeBlock> reads = new ArrayList<>();
    List<KeyComponentModel> key = entity.key();
    for (int i = 0; i <= key.size(); i++) {
      if (i == recordTypeIndex()) {
        codeOffset = fixed;
        fixed += entity.recordType().width();
      }
      if (i == key.size()) {
        break;
      }
      KeyComponentModel c = key.get(i);
      String end = c.byteWidth() == 0 ? "row.length" : String.valueOf(fixed + c.byteWidth());
      reads.add(CodeBlock.of("$L.read(row, $L, $L)", names.keyConstant(c), fixed, end));
      variable |= c.byteWidth() == 0;
      fixed += c.byteWidth();
    }
    MethodSpec.Builder m = MethodSpec.methodBuilder("decodeKey").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(keyType).addParameter(BYTE_ARRAY, "row");
    if (codeOffset >= 0) {
      // the code first: a row of another record type of the table is named as such, not by its length
      m.addStatement("$T.requireRecordType(row, $L, RECORD_TYPE, SCHEMA)", MAPPER_SUPPORT, codeOffset);
    }
    m.addStatement("$T.requireKeyLength(row, $L, /* exact= */ $L, SCHEMA)", MAPPER_SUPPORT, fixed, !variable);
    if (entity.keyPrefix() != null) {
      m.addStatement("PREFIX.verify(row, $L, TABLE, $S)", prefixInputEnd(), entity.simpleName());
    }
    return m.addStatement("return new $T(\n$L)", keyType, CodeBlock.join(reads, ",\n")).build();
  }

  /** Whether the component's codec has no natural width (strings, byte arrays, ...). */
  private static boolean variableCodec(KeyComponentModel c) {
    return !c.javaType().kind().naturalWidth();
  }

  /** Bytes of the salt or hash prefix. */
  /** Where the components the prefix is computed from end: a constant, or the key's end. */
  private String prefixInputEnd() {
    int ofCount = entity.keyPrefix().ofCount(entity.key().size());
    int end = entity.keyPrefixLength();
    for (int i = 0; i < ofCount; i++) {
      if (entity.key().get(i).byteWidth() == 0) {
        return "row.length";
      }
      end += entity.key().get(i).byteWidth();
    }
    return String.valueOf(end);
  }
}
