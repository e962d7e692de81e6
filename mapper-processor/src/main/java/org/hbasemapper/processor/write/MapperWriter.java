package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.TimestampModel;
import org.hbasemapper.processor.model.ValueCodecRef;
import org.hbasemapper.processor.parse.TypeSupport;

/**
 * Writes {@code <Entity>Mapper}: constants for every family, qualifier, key component and codec,
 * the table schema, the {@code Key} record, and the conversions, as straight-line code.
 */
final class MapperWriter extends GeneratedTypeWriter {
  private static final ClassName UTF_8 = ClassName.get("java.nio.charset", "StandardCharsets");
  private static final ClassName PUT = hbase("client", "Put");
  private static final ClassName RESULT = hbase("client", "Result");
  private static final ClassName CELL = hbase("", "Cell");
  private static final ClassName SUPPORT = runtime("internal", "MapperSupport");
  private static final ClassName SCHEMA_TYPE = runtime("TableSchema");
  private static final ClassName KEY_COMPONENT = runtime("key", "KeyComponent");
  private static final ClassName KEY_PREFIX = runtime("KeyPrefix");
  private static final ClassName VALUE_CODEC = ClassName.get(TypeSupport.CODEC_PACKAGE, "ValueCodec");
  private static final TypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);
  private static final ClassName TREE_MAP = ClassName.get("java.util", "TreeMap");
  private static final ClassName LAZY_MAP = runtime("LazyMap");
  private static final ClassName WIDE_ROWS = runtime("WideRowSource");

  private final ClassName keyType;

  MapperWriter(EntityModel entity) {
    super(entity);
    this.keyType = entity.mapperName().nestedClass("Key");
  }

  @Override
  TypeSpec.Builder type() {
    TypeSpec.Builder type = TypeSpec.classBuilder(entity.mapperName())
        .addModifiers(PUBLIC, FINAL)
        .addSuperinterface(ParameterizedTypeName.get(runtime("EntityMapper"), entity.type(), keyType))
        .addJavadoc("Maps {@link $T} to table {@code $L}, without I/O: thread-safe, usable from a DAO, a\n"
            + "MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code $L}.\n",
            entity.type(), entity.qualifiedTable(), entity.simpleName());
    type.addField(FieldSpec.builder(entity.mapperName(), "INSTANCE", PUBLIC, STATIC, FINAL)
        .addJavadoc("The instance; the mapper holds no state.\n")
        .initializer("new $T()", entity.mapperName())
        .build());
    constants(type);
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PRIVATE).build());
    type.addType(keyRecord());
    type.addMethod(MethodSpec.methodBuilder("schema").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(SCHEMA_TYPE).addStatement("return SCHEMA").build());
    type.addMethod(keyOf());
    type.addMethod(encodeKey());
    type.addMethod(decodeKey());
    type.addMethod(toPut());
    type.addMethod(fromResult());
    entity.columns().stream().filter(VersionColumn.class::isInstance).findFirst().ifPresent(v -> type.addMethod(
        MethodSpec.methodBuilder("versionOf").addAnnotation(Override.class).addModifiers(PUBLIC).returns(long.class)
            .addParameter(entity.type(), "entity")
            .addStatement(v.primitive() ? "return entity.$L" : "$T version = entity.$L;\nreturn version == null ? 0L : version",
                v.primitive() ? new Object[] {v.property().getter()} : new Object[] {Long.class, v.property().getter()})
            .build()));
    if (hasLazy()) {
      lazyReadMethods().forEach(type::addMethod);
    }
    if (!entity.indexes().isEmpty()) {
      type.addMethod(indexValues());
    }
    return type;
  }

  // ---- constants -------------------------------------------------------------------------------

  private void constants(TypeSpec.Builder type) {
    for (IndexModel index : entity.indexes()) {
      type.addField(FieldSpec.builder(String.class, names.indexConstant(index), PUBLIC, STATIC, FINAL)
          .addJavadoc("The name of index {@code $L} on $L, as {@code IndexAdmin} takes it.\n",
              index.name(), index.columns().stream().map(c -> "{@code " + c.property().name() + "}")
                  .collect(java.util.stream.Collectors.joining(", ")))
          .initializer("$S", index.name()).build());
    }
    type.addField(FieldSpec.builder(String.class, "TABLE", PRIVATE, STATIC, FINAL)
        .initializer("$S", entity.qualifiedTable()).build());
    for (FamilyModel family : entity.families()) {
      type.addField(FieldSpec.builder(BYTE_ARRAY, names.familyConstant(family.name()), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", family.name(), UTF_8).build());
    }
    List<String> read = readFamilies();
    if (read.size() > 1) {
      type.addField(FieldSpec.builder(ArrayTypeName.of(BYTE_ARRAY), "FAMILIES", PRIVATE, STATIC, FINAL)
          .addJavadoc("The families {@code fromResult} reads.\n")
          .initializer("{$L}", String.join(", ", read.stream().map(names::familyConstant).toList()))
          .build());
    }
    for (ColumnModel column : entity.columns()) {
      type.addField(FieldSpec.builder(BYTE_ARRAY, names.qualifierConstant(column), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", column.qualifier(), UTF_8).build());
    }
    for (KeyComponentModel c : entity.key()) {
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(KEY_COMPONENT, c.javaType().boxed()),
              names.keyConstant(c), STATIC, FINAL)
          .initializer("new $T<>(TABLE, $S, $S, $L, /* width= */ $L, /* descending= */ $L)", KEY_COMPONENT,
              entity.simpleName(), c.property().name(), TypeSupport.keyCodec(c.javaType()), c.width(), c.descending())
          .build());
    }
    for (ColumnModel column : entity.columns()) {
      if (column.codec().primitiveSuffix() == null) {
        type.addField(codecField(names.codecConstant(column), column.codec()));
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      // package-private: the DAO's wide-row accessor encodes with them too
      type.addField(FieldSpec.builder(TypeSupport.keyCodecType(d.keyType()), names.mapKeysConstant(d),
              STATIC, FINAL)
          .initializer("$L", TypeSupport.keyCodec(d.keyType())).build());
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, d.valueCodec().valueType()),
          names.mapValuesConstant(d), STATIC, FINAL).initializer("$L", d.valueCodec().instance()).build());
    }
    if (entity.keyPrefix() != null) {
      type.addField(FieldSpec.builder(KEY_PREFIX, "PREFIX", PRIVATE, STATIC, FINAL).initializer(prefixInitializer())
          .build());
    }
    java.util.Set<String> indexCodecs = new java.util.HashSet<>();
    for (IndexModel index : entity.indexes()) {
      for (int i = 0; i < index.columns().size(); i++) {
        ColumnModel c = index.columns().get(i);
        if (indexCodecs.add(c.property().name())) {
          // package-private: the DAO's index lookups encode with them too
          type.addField(FieldSpec.builder(TypeSupport.keyCodecType(index.types().get(i)),
                  names.indexCodecConstant(c), STATIC, FINAL)
              .initializer("$L", TypeSupport.keyCodec(index.types().get(i))).build());
        }
      }
    }
    type.addField(FieldSpec.builder(SCHEMA_TYPE, "SCHEMA", PRIVATE, STATIC, FINAL)
        .initializer(schemaInitializer()).build());
  }

  private static FieldSpec codecField(String name, ValueCodecRef codec) {
    return FieldSpec.builder(ParameterizedTypeName.get(VALUE_CODEC, codec.valueType()), name, PRIVATE, STATIC, FINAL)
        .initializer("$L", codec.instance()).build();
  }

  private CodeBlock prefixInitializer() {
    KeyPrefixModel p = entity.keyPrefix();
    int ofCount = p.ofCount(entity.key().size());
    return p.salt() ? CodeBlock.of("$T.salt(/* buckets= */ $L, /* ofCount= */ $L)", KEY_PREFIX, p.buckets(), ofCount)
        : CodeBlock.of("$T.md5(/* length= */ $L, /* regions= */ $L, /* ofCount= */ $L)", KEY_PREFIX, p.length(),
            p.regions(), ofCount);
  }

  /** Bytes of the salt or hash prefix. */
  private int prefixLength() {
    KeyPrefixModel p = entity.keyPrefix();
    return p == null ? 0 : p.salt() ? 1 : p.length();
  }

  /** Where the components the prefix is computed from end: a constant, or the key's end. */
  private String prefixInputEnd() {
    int ofCount = entity.keyPrefix().ofCount(entity.key().size());
    int end = prefixLength();
    for (int i = 0; i < ofCount; i++) {
      if (entity.key().get(i).byteWidth() == 0) {
        return "row.length";
      }
      end += entity.key().get(i).byteWidth();
    }
    return String.valueOf(end);
  }

  private CodeBlock schemaInitializer() {
    CodeBlock.Builder b = CodeBlock.builder()
        .add("$T.builder($S, $S, $S)", SCHEMA_TYPE, entity.namespace(), entity.table(), entity.simpleName())
        .indent().indent();
    for (FamilyModel f : entity.families()) {
      b.add("\n.family($L)", familySchema(f));
    }
    for (KeyComponentModel c : entity.key()) {
      b.add("\n.keyPart($S, $S, /* width= */ $L, /* descending= */ $L)", c.property().name(),
          simpleName(c.property().type()), c.byteWidth(), c.descending());
    }
    for (ColumnModel c : entity.columns()) {
      if (c instanceof CounterColumn) {
        b.add("\n.counter($S, $S, $S)", c.family(), c.qualifier(), c.property().name());
      } else if (c instanceof VersionColumn) {
        b.add("\n.version($S, $S, $S)", c.family(), c.qualifier(), c.property().name());
      } else if (c instanceof VersionsColumn) {
        b.add("\n.versioned($S, $S, $S, $S, $L)", c.family(), c.qualifier(), c.property().name(),
            simpleName(c.property().type()), ((VersionsColumn) c).versions());
      } else {
        b.add("\n.column($S, $S, $S, $S)", c.family(), c.qualifier(), c.property().name(),
            simpleName(c.property().type()));
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      b.add(d.lazy() ? "\n.lazyDynamicColumns($S, $S, $S)" : "\n.dynamicColumns($S, $S, $S)", d.family(),
          d.property().name(), simpleName(d.property().type()));
    }
    if (entity.keyPrefix() != null) {
      b.add("\n.keyPrefix(PREFIX)");
    }
    ColumnModel presence = presenceColumn();
    if (presence != null) {
      b.add("\n.presence($S, $S)", presence.family(), presence.qualifier());
    }
    for (IndexModel index : entity.indexes()) {
      b.add("\n.index($L, /* covering= */ $L", names.indexConstant(index), index.covering());
      index.columns().forEach(c -> b.add(", $S", c.property().name()));
      b.add(")");
    }
    return b.add("\n.build()").unindent().unindent().build();
  }

  /**
   * {@code FamilySchema.of("h").maxVersions(3)}: the family as its {@code @Family} reads, naming only
   * the options that differ from the annotation's defaults.
   */
  private static CodeBlock familySchema(FamilyModel f) {
    CodeBlock.Builder b = CodeBlock.builder().add("$T.of($S)", runtime("FamilySchema"), f.name());
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
      return org.hbasemapper.annotations.Family.class.getMethod(option).getDefaultValue();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("@Family has no option " + option, e);
    }
  }

  /** The first primitive column (always written), else the first column; counters never. */
  private ColumnModel presenceColumn() {
    ColumnModel first = null;
    for (ColumnModel c : entity.columns()) {
      if (c instanceof CounterColumn || c instanceof VersionsColumn || c instanceof VersionColumn) {
        continue;
      }
      if (c.primitive()) {
        return c;
      }
      if (first == null) {
        first = c;
      }
    }
    return first;
  }

  // ---- key ---------------------------------------------------------------------------------------

  private TypeSpec keyRecord() {
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

  /** Whether the component's codec has no natural width (strings, byte arrays, ...). */
  private static boolean variableCodec(KeyComponentModel c) {
    return !c.javaType().kind().naturalWidth();
  }

  private MethodSpec encodeKey() {
    List<CodeBlock> lengths = new ArrayList<>();
    MethodSpec.Builder m = MethodSpec.methodBuilder("encodeKey").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(BYTE_ARRAY).addParameter(keyType, "key");
    for (KeyComponentModel c : entity.key()) {
      if (variableCodec(c)) {
        // encoded once: measured by its array, then copied into the key
        m.addStatement("byte[] $L = $L.encode(key.$L())", names.encoded(c), names.keyConstant(c),
            c.property().name());
        lengths.add(CodeBlock.of("$L.encodedLength($L)", names.keyConstant(c), names.encoded(c)));
      } else {
        lengths.add(CodeBlock.of("$L.length(key.$L())", names.keyConstant(c), c.property().name()));
      }
    }
    m.addStatement("byte[] row = new byte[$L$L]", prefixLength() > 0 ? prefixLength() + " + " : "",
            CodeBlock.join(lengths, " + "))
        .addStatement("int offset = $L", prefixLength());
    for (KeyComponentModel c : entity.key()) {
      if (variableCodec(c)) {
        m.addStatement("offset = $L.writeEncoded($L, row, offset)", names.keyConstant(c), names.encoded(c));
      } else {
        m.addStatement("offset = $L.write(key.$L(), row, offset)", names.keyConstant(c), c.property().name());
      }
    }
    if (entity.keyPrefix() != null) {
      m.addStatement("PREFIX.write(row, $L)", prefixInputEnd());
    }
    return m.addStatement("return row").build();
  }

  private MethodSpec decodeKey() {
    int fixed = prefixLength();
    boolean variable = false;
    List<CodeBlock> reads = new ArrayList<>();
    for (KeyComponentModel c : entity.key()) {
      String end = c.byteWidth() == 0 ? "row.length" : String.valueOf(fixed + c.byteWidth());
      reads.add(CodeBlock.of("$L.read(row, $L, $L)", names.keyConstant(c), fixed, end));
      variable |= c.byteWidth() == 0;
      fixed += c.byteWidth();
    }
    MethodSpec.Builder m = MethodSpec.methodBuilder("decodeKey").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(keyType).addParameter(BYTE_ARRAY, "row")
        .addStatement("$T.requireKeyLength(row, $L, /* exact= */ $L, SCHEMA)", SUPPORT, fixed, !variable);
    if (entity.keyPrefix() != null) {
      m.addStatement("PREFIX.verify(row, $L, TABLE, $S)", prefixInputEnd(), entity.simpleName());
    }
    return m.addStatement("return new $T(\n$L)", keyType, CodeBlock.join(reads, ",\n")).build();
  }

  // ---- write -------------------------------------------------------------------------------------

  private MethodSpec toPut() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("toPut").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(PUT).addParameter(entity.type(), "entity");
    TimestampModel ts = entity.timestamp();
    if (ts == null) {
      m.addStatement("$T put = new $T(encodeKey(keyOf(entity)), true)", PUT, PUT);
    } else {
      m.addStatement("$T put = new $T(encodeKey(keyOf(entity)), $T.timestamp(entity.$L), true)", PUT, PUT, SUPPORT,
          ts.property().getter());
    }
    for (ColumnModel c : entity.columns()) {
      if (c instanceof CounterColumn) {
        continue; // counters change only through increments, so a put cannot lose a concurrent one
      }
      if (c instanceof VersionColumn) {
        continue; // the DAO writes the version, checked against the stored one
      }
      String family = names.familyConstant(c.family());
      String qualifier = names.qualifierConstant(c);
      if (c instanceof VersionsColumn) {
        String local = names.local(c);
        ParameterizedTypeName entry = ParameterizedTypeName.get(ClassName.get(Map.Entry.class),
            ClassName.get(Long.class), c.codec().valueType());
        m.addStatement("$T $L = entity.$L", c.property().type(), local, c.property().getter())
            .beginControlFlow("if ($L != null)", local)
            .addComment("one cell version per entry, at the entry's timestamp")
            .beginControlFlow("for ($T entry : $L.entrySet())", entry, local)
            .addStatement("put.addColumn($L, $L, $T.versionTimestamp(entry.getKey(), SCHEMA, $S),\n"
                + "$T.mapValue($L, entry.getKey(), entry.getValue(), SCHEMA, $S))", family, qualifier, SUPPORT,
                c.property().name(), SUPPORT, names.codecConstant(c), c.property().name())
            .endControlFlow()
            .endControlFlow();
      } else if (c.primitive() && c.codec().primitiveSuffix() != null) {
        m.addStatement("put.addColumn($L, $L, $T.encode$L(entity.$L))", family, qualifier, c.codec().codecType(),
            c.codec().primitiveSuffix(), c.property().getter());
      } else if (c.primitive()) {
        // a primitive with its own codec: boxed on the way in, never null
        m.addStatement("put.addColumn($L, $L, $T.encode($L, entity.$L, SCHEMA, $S))", family, qualifier, SUPPORT,
            names.codecConstant(c), c.property().getter(), c.property().name());
      } else {
        String local = names.local(c);
        m.addStatement("$T $L = entity.$L", c.property().type(), local, c.property().getter())
            .beginControlFlow("if ($L != null)", local)
            .addStatement("put.addColumn($L, $L, $T.encode($L, $L, SCHEMA, $S))", family, qualifier, SUPPORT,
                names.codecConstant(c), local, c.property().name())
            .endControlFlow();
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      String local = names.local(d);
      ParameterizedTypeName entry = ParameterizedTypeName.get(ClassName.get(Map.Entry.class), d.keyType().boxed(),
          d.valueType());
      m.addStatement("$T $L = entity.$L", d.property().type(), local, d.property().getter());
      if (d.lazy()) {
        m.addComment("a lazy map never loaded writes nothing: the stored family stays as it is")
            .beginControlFlow("if ($L != null && $T.isLoaded($L))", local, LAZY_MAP, local);
      } else {
        m.beginControlFlow("if ($L != null)", local);
      }
      m.beginControlFlow("for ($T entry : $L.entrySet())", entry, local)
          .addStatement("put.addColumn($L,\n$T.qualifier($L, entry.getKey(), SCHEMA, $S),\n"
              + "$T.mapValue($L, entry.getKey(), entry.getValue(), SCHEMA, $S))",
              names.familyConstant(d.family()), SUPPORT, names.mapKeysConstant(d), d.property().name(), SUPPORT,
              names.mapValuesConstant(d), d.property().name())
          .endControlFlow()
          .endControlFlow();
    }
    return m.addStatement("return put").build();
  }

  // ---- read --------------------------------------------------------------------------------------

  private boolean hasLazy() {
    return entity.dynamicColumns().stream().anyMatch(DynamicColumnsModel::lazy);
  }

  /** With lazy fields: both {@code fromResult} methods, delegating to {@code read}. */
  private List<MethodSpec> lazyReadMethods() {
    ClassName set = ClassName.get("java.util", "Set");
    MethodSpec.Builder unloaded = MethodSpec.methodBuilder("unloadedFamilies").addAnnotation(Override.class)
        .addModifiers(PUBLIC).returns(ParameterizedTypeName.get(set, ClassName.get(String.class)))
        .addParameter(entity.type(), "entity")
        .addStatement("$T<String> out = new $T<>()", set, ClassName.get("java.util", "HashSet"));
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (d.lazy()) {
        unloaded.beginControlFlow("if (!$T.isLoaded(entity.$L))", LAZY_MAP, d.property().getter())
            .addStatement("out.add($S)", d.family())
            .endControlFlow();
      }
    }
    return List.of(
        MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(entity.type()).addParameter(RESULT, "result")
            .addJavadoc("Lazy fields get the cells {@code result} holds of their family, or an empty map.\n")
            .addStatement("return read(result, null)").build(),
        MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(entity.type()).addParameter(RESULT, "result").addParameter(WIDE_ROWS, "rows")
            .addJavadoc("Lazy fields get a map that loads their family through {@code rows} on first use.\n")
            .addStatement("return read(result, rows)").build(),
        unloaded.addStatement("return out").build());
  }

  private MethodSpec fromResult() {
    MethodSpec.Builder m = hasLazy()
        ? MethodSpec.methodBuilder("read").addModifiers(PRIVATE).returns(entity.type())
            .addParameter(RESULT, "result").addParameter(WIDE_ROWS, "rows")
        : MethodSpec.methodBuilder("fromResult").addAnnotation(Override.class).addModifiers(PUBLIC)
            .returns(entity.type()).addParameter(RESULT, "result");
    m.beginControlFlow("if (result == null || result.isEmpty())")
        .addStatement("return null")
        .endControlFlow()
        .addStatement("$T key = decodeKey(result.getRow())", keyType);
    for (ColumnModel c : entity.columns()) {
      if (c instanceof VersionsColumn) {
        m.addStatement("$T<$T, $T> $L = null", TREE_MAP, Long.class, c.codec().valueType(), names.local(c));
      } else if (c.primitive()) {
        m.addStatement("$T $L = $L", c.property().type(), names.local(c), defaultValue(c.property().type()));
        m.addStatement("boolean $L = false", names.found(c));
      } else {
        m.addStatement("$T $L = null", c.property().type(), names.local(c));
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      m.addStatement("$T $L = null", d.property().type(), names.local(d));
    }
    if (entity.timestamp() != null) {
      m.addStatement("long timestamp = 0L");
    }
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
          .beginControlFlow("if (family == null || !$T.isFamily(cell, family))", SUPPORT)
          .addStatement("family = $T.family(cell, FAMILIES)", SUPPORT)
          .endControlFlow();
    }
    if (entity.timestamp() != null) {
      m.addStatement("timestamp = Math.max(timestamp, cell.getTimestamp())");
    }
    // the cell's coordinates are read once, so that each test below is a plain byte compare: small
    // enough for the JIT to inline the whole loop (a getter chain per test is not)
    m.addStatement("byte[] q = cell.getQualifierArray()")
        .addStatement("int qOffset = cell.getQualifierOffset()")
        .addStatement("int qLength = cell.getQualifierLength()")
        .addStatement("byte[] v = cell.getValueArray()")
        .addStatement("int vOffset = cell.getValueOffset()")
        .addStatement("int vLength = cell.getValueLength()");
    boolean first = true;
    for (Map.Entry<String, List<ColumnModel>> family : columnsByFamily().entrySet()) {
      m.addCode(first ? "" : "} else ");
      m.addCode(familyTest(track, family.getKey()));
      boolean firstColumn = true;
      for (ColumnModel c : family.getValue()) {
        String local = names.local(c);
        String guard = c instanceof VersionsColumn ? "(" + local + " == null || " + local + ".size() < " + ((VersionsColumn) c).versions() + ")"
            : c.primitive() ? "!" + names.found(c) : local + " == null";
        m.addCode(firstColumn ? "" : "} else ");
        m.addCode("if ($L && $T.matches(q, qOffset, qLength, $L)) {\n$>", guard, SUPPORT,
            names.qualifierConstant(c));
        if (c instanceof VersionsColumn) {
          m.addComment("versions come newest first: keep the newest $L", ((VersionsColumn) c).versions())
              .beginControlFlow("if ($L == null)", local)
              .addStatement("$L = new $T<>()", local, TREE_MAP)
              .endControlFlow()
              .addStatement("$L.put(cell.getTimestamp(), $L.decode(v, vOffset, vLength))", local,
                  names.codecConstant(c));
        } else if (c.primitive()) {
          if (c.codec().primitiveSuffix() != null) {
            m.addStatement("$L = $T.decode$L(v, vOffset, vLength)", local, c.codec().codecType(),
                c.codec().primitiveSuffix());
          } else {
            m.addStatement("$L = $L.decode(v, vOffset, vLength)", local, names.codecConstant(c));
          }
          m.addStatement("$L = true", names.found(c));
        } else {
          m.addStatement("$L = $L.decode(v, vOffset, vLength)", local, names.codecConstant(c));
        }
        m.addCode("$<");
        firstColumn = false;
      }
      m.addCode("}\n$<");
      first = false;
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      String local = names.local(d);
      m.addCode(first ? "" : "} else ");
      m.addCode(familyTest(track, d.family()));
      m.beginControlFlow("if ($L == null)", local)
          .addStatement("$L = new $T<>()", local, d.sorted() ? ClassName.get("java.util", "TreeMap")
              : ClassName.get(LinkedHashMap.class))
          .endControlFlow()
          .addStatement("$L.putIfAbsent($L.read(q, qOffset, qLength), $L.decode(v, vOffset, vLength))", local,
              names.mapKeysConstant(d), names.mapValuesConstant(d));
      m.addCode("$<");
      first = false;
    }
    if (!first) {
      m.addCode("}\n");
    }
    m.endControlFlow()
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.forCell(SCHEMA, cell, e)", runtime("MappingException"))
        .endControlFlow();
    if (entity.record()) {
      buildRecord(m);
    } else {
      buildClass(m);
    }
    return m.build();
  }

  /** {@code indexValues}: the value part of the entity's row key in each index. */
  private MethodSpec indexValues() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("indexValues").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(BYTE_ARRAY).addParameter(ClassName.get("org.hbasemapper.runtime", "IndexSchema"), "index")
        .addParameter(entity.type(), "entity").addParameter(entity.type(), "stored")
        .addJavadoc("A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.\n")
        .beginControlFlow("switch (index.name())");
    ClassName keys = ClassName.get("org.hbasemapper.runtime.index", "IndexKeys");
    for (IndexModel index : entity.indexes()) {
      List<CodeBlock> parts = new ArrayList<>();
      for (ColumnModel c : index.columns()) {
        CodeBlock value = c.primitive() ? CodeBlock.of("entity.$L", c.property().getter())
            : CodeBlock.of("entity.$L != null ? entity.$L : stored == null ? null : stored.$L", c.property().getter(),
                c.property().getter(), c.property().getter());
        parts.add(CodeBlock.of("$T.value($L, $L)", keys, names.indexCodecConstant(c), value));
      }
      m.addCode("case $L:\n$>", names.indexConstant(index))
          .addStatement("return $T.join($L)", keys, CodeBlock.join(parts, ",\n"))
          .addCode("$<");
    }
    return m.addCode("default:\n$>")
        .addStatement("throw new $T($S + index.name())", IllegalArgumentException.class,
            entity.simpleName() + " has no index ")
        .addCode("$<")
        .endControlFlow()
        .build();
  }

  /** The test opening a family's block: identity with the tracked family, else a byte compare. */
  private CodeBlock familyTest(boolean track, String family) {
    return track ? CodeBlock.of("if (family == $L) {\n$>", names.familyConstant(family))
        : CodeBlock.of("if ($T.isFamily(cell, $L)) {\n$>", SUPPORT, names.familyConstant(family));
  }

  private void buildRecord(MethodSpec.Builder m) {
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (KeyComponentModel c : entity.key()) {
      values.put(c.property().name(), CodeBlock.of("key.$L()", c.property().name()));
    }
    for (ColumnModel c : entity.columns()) {
      values.put(c.property().name(), c instanceof VersionsColumn ? emptyVersionsIfNull(c) : CodeBlock.of("$L", names.local(c)));
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      values.put(d.property().name(), d.lazy() ? lazyMap(d) : emptyMapIfNull(d));
    }
    if (entity.timestamp() != null) {
      values.put(entity.timestamp().property().name(), timestampValue(entity.timestamp()));
    }
    List<CodeBlock> args = new ArrayList<>();
    for (Property p : entity.constructorOrder()) {
      args.add(values.getOrDefault(p.name(), defaultValue(p.type())));
    }
    m.addStatement("return new $T(\n$L)", entity.type(), CodeBlock.join(args, ",\n"));
  }

  private void buildClass(MethodSpec.Builder m) {
    m.addStatement("$T entity = new $T()", entity.type(), entity.type());
    for (KeyComponentModel c : entity.key()) {
      m.addStatement("$L", assign(c.property(), CodeBlock.of("key.$L()", c.property().name())));
    }
    for (ColumnModel c : entity.columns()) {
      if (c instanceof VersionsColumn) {
        m.addStatement("$L", assign(c.property(), emptyVersionsIfNull(c)));
        continue;
      }
      String condition = c.primitive() ? names.found(c) : names.local(c) + " != null";
      m.beginControlFlow("if ($L)", condition)
          .addStatement("$L", assign(c.property(), CodeBlock.of("$L", names.local(c))))
          .endControlFlow();
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      m.addStatement("$L", assign(d.property(), d.lazy() ? lazyMap(d) : emptyMapIfNull(d)));
    }
    if (entity.timestamp() != null) {
      m.addStatement("$L", assign(entity.timestamp().property(), timestampValue(entity.timestamp())));
    }
    m.addStatement("return entity");
  }

  private CodeBlock lazyMap(DynamicColumnsModel d) {
    return CodeBlock.of("rows != null\n? $T.of(rows.wideRow($S, $S, result.getRow(), $L, $L))\n: $L", LAZY_MAP,
        d.property().name(), d.family(), names.mapKeysConstant(d), names.mapValuesConstant(d),
        emptyMapIfNull(d));
  }

  private CodeBlock emptyVersionsIfNull(ColumnModel c) {
    String local = names.local(c);
    return CodeBlock.of("$L != null ? $L : new $T<>()", local, local, TREE_MAP);
  }

  private CodeBlock emptyMapIfNull(DynamicColumnsModel d) {
    String local = names.local(d);
    ClassName map = d.sorted() ? ClassName.get("java.util", "TreeMap") : ClassName.get(LinkedHashMap.class);
    return CodeBlock.of("$L != null ? $L : new $T<>()", local, local, map);
  }

  private static CodeBlock timestampValue(TimestampModel ts) {
    return ts.instant() ? CodeBlock.of("$T.ofEpochMilli(timestamp)", ClassName.get("java.time", "Instant"))
        : CodeBlock.of("timestamp");
  }

  private static CodeBlock assign(Property p, CodeBlock value) {
    return p.directWrite() ? CodeBlock.of("entity.$L = $L", p.name(), value)
        : CodeBlock.of("entity.$L($L)", p.setter(), value);
  }

  /** The families whose cells {@code fromResult} maps: those with columns, then the dynamic ones. */
  private List<String> readFamilies() {
    List<String> out = new ArrayList<>(columnsByFamily().keySet());
    entity.dynamicColumns().forEach(d -> out.add(d.family()));
    return out;
  }

  private Map<String, List<ColumnModel>> columnsByFamily() {
    Map<String, List<ColumnModel>> out = new LinkedHashMap<>();
    for (FamilyModel f : entity.families()) {
      for (ColumnModel c : entity.columns()) {
        if (c.family().equals(f.name())) {
          out.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(c);
        }
      }
    }
    return out;
  }

  private static CodeBlock defaultValue(TypeName type) {
    if (!type.isPrimitive()) {
      return CodeBlock.of("null");
    }
    if (type.equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("false");
    }
    if (type.equals(TypeName.LONG)) {
      return CodeBlock.of("0L");
    }
    if (type.equals(TypeName.FLOAT)) {
      return CodeBlock.of("0F");
    }
    if (type.equals(TypeName.DOUBLE)) {
      return CodeBlock.of("0D");
    }
    if (type.equals(TypeName.INT)) {
      return CodeBlock.of("0");
    }
    return CodeBlock.of("($T) 0", type);
  }

  /** {@code java.util.Map<java.lang.Long, java.lang.String>} as {@code Map<Long, String>}. */
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
