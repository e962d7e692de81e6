package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.LAZY_MAP;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.LINKED_HASH_MAP;
import static org.hbasemapper.processor.write.TypeNames.TREE_MAP;
import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.Map;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.Property;

/**
 * A {@code @DynamicColumns} map: a whole family, one qualifier per entry, never null. An eager map is
 * read from the result's cells of its family; a lazy one loads its family on first use, and a put
 * writes it only once it has been loaded. A relation is written and read as any map here; its
 * inverse is the DAO's.
 */
final class DynamicColumnsCode extends FieldCode {
  private final DynamicColumnsModel dynamic;

  DynamicColumnsCode(DynamicColumnsModel dynamic, GeneratedNames names) {
    super(names);
    this.dynamic = dynamic;
  }

  @Override
  Property property() {
    return dynamic.property();
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add(dynamic.lazy() ? "\n.lazyDynamicColumns($S, $S, $S)" : "\n.dynamicColumns($S, $S, $S)",
        dynamic.family(), property().name(), simpleName(property().type()));
  }

  @Override
  void addToPut(MethodSpec.Builder toPut) {
    String local = names.local(dynamic);
    ParameterizedTypeName entry = ParameterizedTypeName.get(ClassName.get(Map.Entry.class),
        dynamic.keyType().boxed(), dynamic.valueType());
    toPut.addStatement("$T $L = entity.$L", property().type(), local, property().getter());
    if (dynamic.lazy()) {
      toPut.addComment("a lazy map never loaded writes nothing: the stored family stays as it is")
          .beginControlFlow("if ($L != null && $T.isLoaded($L))", local, LAZY_MAP, local);
    } else {
      toPut.beginControlFlow("if ($L != null)", local);
    }
    toPut.beginControlFlow("for ($T entry : $L.entrySet())", entry, local)
        .addStatement("put.addColumn($L,\n$T.qualifier($L, entry.getKey(), SCHEMA, $S),\n"
            + "$T.mapValue($L, entry.getKey(), entry.getValue(), SCHEMA, $S))",
            names.familyConstant(dynamic.family()), MAPPER_SUPPORT, names.mapKeysConstant(dynamic), property().name(),
            MAPPER_SUPPORT, names.mapValuesConstant(dynamic), property().name())
        .endControlFlow()
        .endControlFlow();
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    fromResult.addStatement("$T $L = null", property().type(), names.local(dynamic));
  }

  /** Every cell of the family is an entry; the first version of a qualifier, the newest, wins. */
  @Override
  void readCell(MethodSpec.Builder fromResult) {
    String local = names.local(dynamic);
    fromResult.beginControlFlow("if ($L == null)", local)
        .addStatement("$L = new $T<>()", local, mapType())
        .endControlFlow()
        .addStatement("$L.putIfAbsent($L.read(q, qOffset, qLength), $L.decode(v, vOffset, vLength))", local,
            names.mapKeysConstant(dynamic), names.mapValuesConstant(dynamic));
  }

  /** A lazy map loads through {@code rows} when there are rows to load from, else holds what the result had. */
  @Override
  CodeBlock value() {
    if (!dynamic.lazy()) {
      return readMap();
    }
    return CodeBlock.of("rows != null\n? $T.of(rows.wideRow($S, $S, result.getRow(), $L, $L))\n: $L", LAZY_MAP,
        property().name(), dynamic.family(), names.mapKeysConstant(dynamic), names.mapValuesConstant(dynamic),
        readMap());
  }

  /** In {@code unloadedFamilies}: adds the family to {@code out} when the entity's lazy map was never loaded. */
  void addUnloadedCheck(MethodSpec.Builder unloadedFamilies) {
    unloadedFamilies.beginControlFlow("if (!$T.isLoaded(entity.$L))", LAZY_MAP, property().getter())
        .addStatement("out.add($S)", dynamic.family())
        .endControlFlow();
  }

  /** The map read from the result's cells, or an empty one: HBase cannot tell an empty map from an absent one. */
  private CodeBlock readMap() {
    String local = names.local(dynamic);
    return CodeBlock.of("$L != null ? $L : new $T<>()", local, local, mapType());
  }

  /** A {@code TreeMap} when the field is declared sorted, else a {@code LinkedHashMap} (qualifier order). */
  private ClassName mapType() {
    return dynamic.sorted() ? TREE_MAP : LINKED_HASH_MAP;
  }
}
