package org.hbasemapper.processor;

import com.google.auto.service.AutoService;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.parse.EntityParser;
import org.hbasemapper.processor.validate.EntityValidator;
import org.hbasemapper.processor.write.Writers;

/**
 * For each {@code @Table} type: parse a model, validate it, and write its mapper and DAO only when
 * the entity had no error. Never claims the annotations, never crashes javac (an unexpected
 * exception becomes one error on its entity), and defers types that are not resolvable yet.
 */
@AutoService(Processor.class)
public final class MapperProcessor extends AbstractProcessor {
  private static final String TABLE = "org.hbasemapper.annotations.Table";

  private final Set<String> deferred = new LinkedHashSet<>();

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(TABLE);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    List<TypeElement> entities = new ArrayList<>();
    for (String name : deferred) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type != null) {
        entities.add(type);
      }
    }
    deferred.clear();
    TypeElement table = processingEnv.getElementUtils().getTypeElement(TABLE);
    if (table != null) {
      for (Element element : round.getElementsAnnotatedWith(table)) {
        if (element instanceof TypeElement type && !entities.contains(type)) {
          entities.add(type);
        }
      }
    }
    for (TypeElement type : entities) {
      if (!round.processingOver() && hasUnresolvedTypes(type)) {
        deferred.add(type.getQualifiedName().toString()); // maybe generated later in this build
        continue;
      }
      process(type);
    }
    return false;
  }

  private void process(TypeElement type) {
    Reporter reporter = new Reporter(processingEnv.getMessager());
    try {
      Optional<EntityModel> model = new EntityParser(
          processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter).parse(type);
      if (model.isPresent() && new EntityValidator(reporter).validate(model.get())) {
        Writers.writeAll(model.get(), processingEnv.getFiler());
      }
    } catch (RuntimeException | LinkageError e) {
      processingEnv.getMessager().printMessage(
          Diagnostic.Kind.ERROR, Messages.internalError(type.getSimpleName().toString(), e), type);
    }
  }

  private static boolean hasUnresolvedTypes(TypeElement type) {
    for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      if (field.asType().getKind() == TypeKind.ERROR) {
        return true;
      }
    }
    return false;
  }
}
