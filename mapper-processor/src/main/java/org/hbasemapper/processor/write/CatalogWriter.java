package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PUBLIC;
import static org.hbasemapper.processor.types.RuntimeNames.CATALOG_ENTRY;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_CATALOG;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.CatalogEntryModel;
import org.hbasemapper.processor.model.CatalogModel;

/**
 * Writes {@code HBaseMapperCatalog}: the {@code MapperCatalog} of one compilation, which frameworks
 * find through {@code ServiceLoader} instead of scanning the classpath. Each entry names a generated
 * class, the tables it needs and a lambda calling its constructor with {@code MapperOptions}.
 */
final class CatalogWriter extends GeneratedTypeWriter {
  private static final ClassName KIND = CATALOG_ENTRY.nestedClass("Kind");
  private static final ClassName LIST = ClassName.get(List.class);
  private static final ClassName ARRAY_LIST = ClassName.get(ArrayList.class);

  private final CatalogModel catalog;
  private final List<Element> origins;

  /** A writer of {@code catalog}, generated from {@code origins} (the annotated types it lists). */
  CatalogWriter(CatalogModel catalog, List<Element> origins) {
    this.catalog = catalog;
    this.origins = List.copyOf(origins);
  }

  @Override
  String packageName() {
    return catalog.name().packageName();
  }

  @Override
  List<Element> originatingElements() {
    return origins;
  }

  @Override
  TypeSpec.Builder type() {
    return TypeSpec.classBuilder(catalog.name())
        .addModifiers(PUBLIC, FINAL)
        .addSuperinterface(MAPPER_CATALOG)
        .addJavadoc("The DAOs, asynchronous DAOs, group DAOs and repositories generated in this compilation, for\n"
            + "frameworks that register them (the Spring Boot starter does, a bean per entry). Listed in\n"
            + "{@code META-INF/services/$L},\n"
            + "so that {@link $T#load} finds it.\n", MAPPER_CATALOG.canonicalName(), MAPPER_CATALOG)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("The catalog {@link java.util.ServiceLoader} creates.\n")
            .build())
        .addMethod(entries());
  }

  private MethodSpec entries() {
    TypeName entryType = ParameterizedTypeName.get(CATALOG_ENTRY, WildcardTypeName.subtypeOf(Object.class));
    TypeName listType = ParameterizedTypeName.get(LIST, entryType);
    CodeBlock.Builder body = CodeBlock.builder()
        .addStatement("$T entries = new $T<>($L)", listType, ARRAY_LIST, catalog.entries().size());
    String origin = null;
    for (CatalogEntryModel entry : catalog.entries()) {
      if (!entry.origin().equals(origin)) {
        origin = entry.origin();
        body.add("// $L\n", origin);
      }
      body.addStatement("entries.add(new $T<>($T.class, $T.$L,\n$T.of($L),\n$L))", CATALOG_ENTRY, entry.type(), KIND,
          entry.kind(), LIST, tables(entry), factory(entry));
    }
    body.addStatement("return $T.copyOf(entries)", LIST);
    return MethodSpec.methodBuilder("entries").addAnnotation(Override.class).addModifiers(PUBLIC)
        .addJavadoc("By entity, its DAO before its asynchronous DAO; then the group DAOs and the repositories.\n")
        .returns(listType)
        .addCode(body.build())
        .build();
  }

  /** The schema of the table an entry reads and writes, with its index tables. */
  private static CodeBlock tables(CatalogEntryModel entry) {
    String constant = entry.kind() == CatalogEntryModel.Kind.GROUP_DAO
        || entry.kind() == CatalogEntryModel.Kind.ASYNC_GROUP_DAO ? "GROUP" : "INSTANCE";
    return CodeBlock.of("$T.$L.schema()", entry.schemaOwner(), constant);
  }

  /** The lambda calling the constructor that takes {@code MapperOptions}. */
  private static CodeBlock factory(CatalogEntryModel entry) {
    if (entry.kind() == CatalogEntryModel.Kind.ASYNC_DAO || entry.kind() == CatalogEntryModel.Kind.ASYNC_GROUP_DAO) {
      return CodeBlock.of("c -> new $T(c.asyncConnection(), c.executor(), c.options())", entry.built());
    }
    return CodeBlock.of("c -> new $T(c.connection(), c.options())", entry.built());
  }
}
