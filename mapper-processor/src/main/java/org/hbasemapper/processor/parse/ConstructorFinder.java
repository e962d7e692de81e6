package org.hbasemapper.processor.parse;

import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.MappingConstructor;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.Property;

/**
 * The constructor generated code builds a class entity through, and the fields it takes: the one
 * marked {@code @MappingConstructor}, else the only non-private one; of several, the one without
 * parameters when no mapped field is final (a JPA-style class, whose other constructors are the
 * application's own), else the only one with parameters (a Kotlin class whose every parameter has a
 * default gets a constructor without any besides its own). Each parameter takes the field of its name, which must
 * have its type; the parameter names are the source's (the processor sees the entity as source,
 * so they are known without {@code -parameters}; kapt's stubs and Lombok keep the property names).
 */
final class ConstructorFinder {
  private final Types types;
  private final Reporter reporter;

  ConstructorFinder(Types types, Reporter reporter) {
    this.types = types;
    this.reporter = reporter;
  }

  /**
   * The constructor of class {@code type}, which maps {@code fields}, the mapper calls; null when none
   * fits (reported; the fields are then not reported again as unwritable). A marked private
   * constructor is reported and still returned, so that its parameters are checked too.
   */
  ExecutableElement choose(TypeElement type, List<VariableElement> fields) {
    String entity = type.getSimpleName().toString();
    List<ExecutableElement> all = ElementFilter.constructorsIn(type.getEnclosedElements());
    List<ExecutableElement> marked = all.stream().filter(c -> c.getAnnotation(MappingConstructor.class) != null)
        .toList();
    if (!marked.isEmpty()) {
      for (ExecutableElement extra : marked.subList(1, marked.size())) {
        reporter.error(extra, Messages.mappingConstructorTwice(entity));
      }
      ExecutableElement chosen = marked.get(0);
      if (chosen.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(chosen, Messages.mappingConstructorPrivate(entity));
      }
      return marked.size() == 1 ? chosen : null;
    }
    List<ExecutableElement> usable = all.stream().filter(c -> !c.getModifiers().contains(Modifier.PRIVATE)).toList();
    if (usable.isEmpty()) {
      reporter.error(type, Messages.noConstructor(entity));
      return null;
    }
    if (usable.size() == 1) {
      return usable.get(0);
    }
    boolean finalFields = fields.stream().anyMatch(f -> f.getModifiers().contains(Modifier.FINAL)
        && f.getAnnotation(Transient.class) == null);
    List<ExecutableElement> withParameters = usable.stream().filter(c -> !c.getParameters().isEmpty()).toList();
    if (withParameters.size() < usable.size() && !finalFields) {
      return usable.stream().filter(c -> c.getParameters().isEmpty()).findFirst().orElseThrow();
    }
    if (withParameters.size() == 1) {
      return withParameters.get(0);
    }
    reporter.error(type, Messages.constructorsAmbiguous(entity, usable.stream().map(c -> signature(entity, c)).toList()));
    return null;
  }

  /**
   * The parameters of {@code constructor}, each as the field of {@code fields} it takes, in order; a
   * parameter that names no field, or has another type than its field, is reported and left out (so
   * that its field is not also reported as unwritable).
   */
  List<Property> parameters(TypeElement type, ExecutableElement constructor, List<VariableElement> fields) {
    String entity = type.getSimpleName().toString();
    Map<String, VariableElement> byName = new LinkedHashMap<>();
    fields.forEach(f -> byName.putIfAbsent(f.getSimpleName().toString(), f));
    List<Property> out = new ArrayList<>();
    for (VariableElement parameter : constructor.getParameters()) {
      String name = parameter.getSimpleName().toString();
      VariableElement field = byName.get(name);
      if (field == null) {
        reporter.error(parameter, Messages.constructorParameterNotAField(entity, name,
            Suggestions.closest(name, byName.keySet())));
        continue;
      }
      TypeMirror fieldType = types.asMemberOf((DeclaredType) type.asType(), field);
      if (!types.isSameType(parameter.asType(), fieldType)) {
        reporter.error(parameter, Messages.constructorParameterType(entity, name, TypeName.get(parameter.asType())
            .toString(), TypeName.get(fieldType).toString()));
        continue;
      }
      out.add(new Property(name, TypeName.get(fieldType), field, null, null, true));
    }
    return out;
  }

  /**
   * Whether the names of {@code constructor}'s parameters are javac's stand-ins ({@code arg0},
   * {@code arg1}, ...) for a class file compiled without {@code -parameters}, none of them a field of
   * {@code fields}: an entity of another module re-read for its repository, whose mapper was generated
   * when the names were known.
   */
  static boolean namesUnknown(ExecutableElement constructor, List<VariableElement> fields) {
    List<? extends VariableElement> parameters = constructor.getParameters();
    for (int i = 0; i < parameters.size(); i++) {
      String name = parameters.get(i).getSimpleName().toString();
      if (!name.equals("arg" + i) || fields.stream().anyMatch(f -> f.getSimpleName().contentEquals(name))) {
        return false;
      }
    }
    return !parameters.isEmpty();
  }

  /** {@code E(long, String)}, as a message lists a constructor. */
  private static String signature(String entity, ExecutableElement constructor) {
    return entity + "(" + String.join(", ", constructor.getParameters().stream()
        .map(p -> simple(TypeName.get(p.asType()).toString())).toList()) + ")";
  }

  /** {@code String} for {@code java.lang.String}, {@code List<String>} for {@code java.util.List<java.lang.String>}. */
  private static String simple(String type) {
    return type.replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+", "");
  }
}
