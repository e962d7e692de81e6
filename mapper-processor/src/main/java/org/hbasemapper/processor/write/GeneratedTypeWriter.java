package org.hbasemapper.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.annotation.processing.Filer;
import org.hbasemapper.processor.model.EntityModel;

/** The base of the writers: marks the type as generated, ties it to its entity, and writes the file. */
abstract class GeneratedTypeWriter {
  static final String PROCESSOR = "org.hbasemapper.processor.MapperProcessor";
  static final String RUNTIME = "org.hbasemapper.runtime";

  final EntityModel entity;
  final GeneratedNames names;

  GeneratedTypeWriter(EntityModel entity) {
    this.entity = entity;
    this.names = new GeneratedNames(entity);
  }

  /** The type to generate, without the common annotations. */
  abstract TypeSpec.Builder type();

  /** The complete source file. */
  final JavaFile file() {
    TypeSpec type = type()
        .addAnnotation(AnnotationSpec.builder(ClassName.get("javax.annotation.processing", "Generated"))
            .addMember("value", "$S", PROCESSOR)
            .build())
        .addOriginatingElement(entity.element())
        .build();
    return JavaFile.builder(entity.type().packageName(), type)
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

  static ClassName runtime(String simpleName) {
    return ClassName.get(RUNTIME, simpleName);
  }

  static ClassName runtime(String subpackage, String simpleName) {
    return ClassName.get(RUNTIME + "." + subpackage, simpleName);
  }

  static ClassName hbase(String pkg, String simpleName) {
    return ClassName.get("org.apache.hadoop.hbase" + (pkg.isEmpty() ? "" : "." + pkg), simpleName);
  }
}
