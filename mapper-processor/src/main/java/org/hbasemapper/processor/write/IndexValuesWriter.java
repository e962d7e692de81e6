package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.INDEX_KEYS;
import static org.hbasemapper.processor.types.RuntimeNames.INDEX_SCHEMA;
import static org.hbasemapper.processor.write.TypeNames.BYTE_ARRAY;
import static org.hbasemapper.processor.write.TypeNames.nullable;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * The mapper's secondary indexes: the public {@code INDEX_<NAME>} constants, the order-preserving
 * codecs of the indexed columns, and {@code indexValues}, the value part of an index row's key.
 */
final class IndexValuesWriter {

  private final EntityModel entity;
  private final GeneratedNames names;

  IndexValuesWriter(EntityModel entity, GeneratedNames names) {
    this.entity = entity;
    this.names = names;
  }

  /** One public {@code INDEX_<NAME>} per index, holding its name. */
  List<FieldSpec> nameConstants() {
    List<FieldSpec> out = new ArrayList<>();
    for (IndexModel index : entity.indexes()) {
      out.add(FieldSpec.builder(String.class, names.indexConstant(index), PUBLIC, STATIC, FINAL)
          .addJavadoc("The name of index {@code $L} on $L, as {@code IndexAdmin} takes it.\n",
              index.name(), index.columns().stream().map(c -> "{@code " + c.property().name() + "}")
                  .collect(Collectors.joining(", ")))
          .initializer("$S", index.name()).build());
    }
    return out;
  }

  /** One {@code INDEX_CODEC_<FIELD>} per indexed column: package-private, the DAO's lookups encode with them too. */
  List<FieldSpec> codecConstants() {
    List<FieldSpec> out = new ArrayList<>();
    Set<String> done = new HashSet<>();
    for (IndexModel index : entity.indexes()) {
      for (int i = 0; i < index.columns().size(); i++) {
        PlainColumn c = index.columns().get(i);
        if (done.add(c.property().name())) {
          out.add(FieldSpec.builder(TypeSupport.keyCodecType(index.types().get(i)), names.indexCodecConstant(c),
                  STATIC, FINAL)
              .initializer("$L", TypeSupport.keyCodec(index.types().get(i))).build());
        }
      }
    }
    return out;
  }

  /** {@code indexValues}, when the entity has indexes, and the readers of the indexed fields of embedded values. */
  List<MethodSpec> methods() {
    if (entity.indexes().isEmpty()) {
      return List.of();
    }
    List<MethodSpec> out = new ArrayList<>(List.of(indexValues()));
    Set<String> done = new HashSet<>();
    for (IndexModel index : entity.indexes()) {
      for (PlainColumn c : index.columns()) {
        if (c.inEmbedded() && done.add(c.property().name())) {
          out.add(embeddedReader(c));
        }
      }
    }
    return out;
  }

  /**
   * {@code homeCityOf(entity)}: the field of an embedded value, null when the value (or one holding it)
   * is, as a put of such an entity leaves the stored cell alone.
   */
  private MethodSpec embeddedReader(PlainColumn c) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(c.property().name() + "Of").addModifiers(PRIVATE, STATIC)
        .returns(c.property().type().box()).addParameter(entity.type(), "entity")
        .addJavadoc("{@code $L}, or null when {@code $L} is null.\n", c.property().name(),
            c.embedded().owners().get(0).name());
    String owner = "entity";
    for (Property p : c.embedded().owners()) {
      String local = names.local(embeddedOf(p));
      m.addStatement("$T $L = $L.$L", p.type(), local, owner, p.getter())
          .beginControlFlow("if ($L == null)", local).addStatement("return null").endControlFlow();
      owner = local;
    }
    return m.addStatement("return $L.$L", owner, c.property().getter()).build();
  }

  private EmbeddedModel embeddedOf(Property owner) {
    for (EmbeddedModel top : entity.embedded()) {
      for (EmbeddedModel e : top.all()) {
        if (e.property().name().equals(owner.name())) {
          return e;
        }
      }
    }
    throw new IllegalStateException("no embedded value " + owner.name());
  }

  /** {@code indexValues}: the value part of the entity's row key in each index. */
  private MethodSpec indexValues() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("indexValues").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(nullable(BYTE_ARRAY)).addParameter(INDEX_SCHEMA, "index")
        .addParameter(entity.type(), "entity").addParameter(nullable(entity.type()), "stored")
        .addJavadoc("A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.\n")
        .beginControlFlow("switch (index.name())");
    for (IndexModel index : entity.indexes()) {
      List<CodeBlock> parts = new ArrayList<>();
      for (PlainColumn c : index.columns()) {
        String getter = c.property().getter();
        String reader = c.property().name() + "Of";
        CodeBlock value = c.inEmbedded()
            ? CodeBlock.of("$L(entity) != null ? $L(entity) : stored == null ? null : $L(stored)", reader, reader,
                reader)
            : c.primitive() ? CodeBlock.of("entity.$L", getter)
            : CodeBlock.of("entity.$L != null ? entity.$L : stored == null ? null : stored.$L", getter, getter, getter);
        parts.add(CodeBlock.of("$T.value($L, $L)", INDEX_KEYS, names.indexCodecConstant(c), value));
      }
      m.addCode("case $L:\n$>", names.indexConstant(index))
          .addStatement("return $T.join($L)", INDEX_KEYS, CodeBlock.join(parts, ",\n"))
          .addCode("$<");
    }
    return m.addCode("default:\n$>")
        .addStatement("throw new $T($S + index.name())", IllegalArgumentException.class,
            entity.simpleName() + " has no index ")
        .addCode("$<")
        .endControlFlow()
        .build();
  }
}
