package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ENTITY_MAPPER;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import org.hbasemapper.processor.model.EntityModel;

/**
 * Writes {@code <Entity>Mapper}: constants for every family, qualifier, key component and codec,
 * the table schema, the {@code Key} record, and the conversions, as straight-line code. Each part has
 * its own writer; this one puts them in the order the class reads.
 */
final class MapperWriter extends GeneratedTypeWriter {
  private final SchemaWriter schema;
  private final KeyWriter key;
  private final PutWriter put;
  private final ReadWriter read;
  private final IndexValuesWriter indexes;

  MapperWriter(EntityModel entity, String layout) {
    super(entity);
    this.schema = new SchemaWriter(entity, names, layout);
    this.key = new KeyWriter(entity, names);
    this.put = new PutWriter(entity, names);
    this.read = new ReadWriter(entity, names);
    this.indexes = new IndexValuesWriter(entity, names);
  }

  @Override
  TypeSpec.Builder type() {
    return TypeSpec.classBuilder(entity.mapperName())
        .addModifiers(PUBLIC, FINAL)
        .addSuperinterface(ParameterizedTypeName.get(ENTITY_MAPPER, entity.type(),
            KeyWriter.keyType(entity)))
        .addJavadoc("Maps {@link $T} to table {@code $L}, without I/O: thread-safe, usable from a DAO, a\n"
            + "MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code $L}.\n",
            entity.type(), entity.qualifiedTable(), entity.simpleName())
        .addField(FieldSpec.builder(entity.mapperName(), "INSTANCE", PUBLIC, STATIC, FINAL)
            .addJavadoc("The instance; the mapper holds no state.\n")
            .initializer("new $T()", entity.mapperName())
            .build())
        .addFields(indexes.nameConstants())
        .addFields(schema.tableAndFamilyConstants())
        .addFields(read.familiesConstant())
        .addFields(schema.qualifierConstants())
        .addFields(key.componentConstants())
        .addFields(schema.codecConstants())
        .addFields(key.prefixConstant())
        .addFields(key.recordTypeConstant())
        .addFields(indexes.codecConstants())
        .addField(schema.layoutConstant())
        .addField(schema.schemaConstant())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(PRIVATE).build())
        .addType(key.keyRecord())
        .addMethod(schema.schemaMethod())
        .addMethods(key.methods())
        .addMethod(put.toPut())
        .addMethod(read.read())
        .addMethods(put.versionOf())
        .addMethods(read.lazyMethods())
        .addMethods(indexes.methods());
  }
}
