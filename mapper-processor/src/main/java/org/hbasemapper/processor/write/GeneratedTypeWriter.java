package org.hbasemapper.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.EntityModel;

/**
 * The base of the writers: marks the type as generated, ties it to its entity (or, for a group of
 * record types, to the interface and its members), and writes the file.
 */
abstract class GeneratedTypeWriter {
  static final String PROCESSOR = "org.hbasemapper.processor.MapperProcessor";

  final EntityModel entity;
  final GeneratedNames names;

  GeneratedTypeWriter(EntityModel entity) {
    this.entity = entity;
    this.names = new GeneratedNames(entity);
  }

  /** A writer of a type that is not one entity's: it gives its own package and originating elements. */
  GeneratedTypeWriter() {
    this.entity = null;
    this.names = null;
  }

  /** The type to generate, without the common annotations. */
  abstract TypeSpec.Builder type();

  /** The package of the generated type: the entity's. */
  String packageName() {
    return entity.type().packageName();
  }

  /** The elements the generated type is made from, for incremental builds: the entity. */
  List<Element> originatingElements() {
    return List.of(entity.element());
  }

  /** The complete source file. */
  final JavaFile file() {
    TypeSpec.Builder builder = type()
        .addAnnotation(AnnotationSpec.builder(ClassName.get("javax.annotation.processing", "Generated"))
            .addMember("value", "$S", PROCESSOR)
            .build())
        .addAnnotation(TypeNames.NULL_MARKED);
    originatingElements().forEach(builder::addOriginatingElement);
    TypeSpec type = builder.build();
    return JavaFile.builder(packageName(), type)
        .skipJavaLangImports(true)
        .indent("  ")
        .build();
  }

  /** Writes the file through {@code filer}. */
  final void write(Filer filer) {
    try {
      file().writeTo(filer);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ClassName hbase(String pkg, String simpleName) {
    return ClassName.get("org.apache.hadoop.hbase" + (pkg.isEmpty() ? "" : "." + pkg), simpleName);
  }
}
