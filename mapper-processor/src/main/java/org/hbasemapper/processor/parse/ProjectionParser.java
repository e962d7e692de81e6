package org.hbasemapper.processor.parse;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import org.hbasemapper.annotations.MappingConstructor;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.ProjectionModel;

/**
 * Reads a projection against its entity: a record, whose components are read, or a class built
 * through a constructor, whose parameters are (the one marked {@code @MappingConstructor}, else the
 * only non-private one with parameters). Each component must name a row-key component, a
 * single-valued column (counters and the version included) or an eager dynamic family, with the
 * field's type. Every component that does not is reported, on the component.
 */
public final class ProjectionParser {
  private final Reporter reporter;

  /** A parser reporting to {@code reporter}. */
  public ProjectionParser(Reporter reporter) {
    this.reporter = reporter;
  }

  /**
   * Whether a method returning {@code type} returns it as a projection: a record, or a class other than
   * the platform's ({@code List<String>} is no projection), whichever fits is the parser's to say.
   */
  public static boolean candidate(TypeElement type) {
    if (type.getKind() == ElementKind.RECORD) {
      return true;
    }
    String name = type.getQualifiedName().toString();
    return type.getKind() == ElementKind.CLASS
        && !(name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("kotlin."));
  }

  /** The projection of {@code entity} that {@code record} is, or null when a component does not fit (reported). */
  public ProjectionModel parse(TypeElement record, EntityModel entity) {
    String name = ClassName.get(record).simpleNames().stream().reduce((a, b) -> a + "." + b).orElseThrow();
    List<? extends VariableElement> declared = components(record);
    if (declared == null) {
      reporter.error(record, Messages.projectionNotRecord(name));
      return null;
    }
    Map<String, Object> fields = fields(entity);
    List<ProjectionModel.Component> components = new ArrayList<>();
    boolean fits = true;
    for (VariableElement component : declared) {
      String field = component.getSimpleName().toString();
      TypeName type = TypeName.get(component.asType());
      Object target = fields.get(field);
      if (!(target instanceof KeyComponentModel || target instanceof ColumnModel
          || target instanceof DynamicColumnsModel)) {
        String detail = target instanceof String kind ? kind : "not a field";
        String suggestion = target == null ? Suggestions.closest(field, readable(fields)) : null;
        reporter.error(component, Messages.projectionNotAField(name, field, entity.simpleName(), detail, suggestion));
        fits = false;
        continue;
      }
      TypeName fieldType = target instanceof KeyComponentModel k ? k.property().type()
          : target instanceof ColumnModel c ? c.property().type() : ((DynamicColumnsModel) target).property().type();
      if (!fieldType.equals(type)) {
        reporter.error(component, Messages.projectionTypeMismatch(name, field, type.toString(), entity.simpleName(),
            fieldType.toString()));
        fits = false;
        continue;
      }
      components.add(new ProjectionModel.Component(field, type, component,
          target instanceof KeyComponentModel k ? k : null, target instanceof ColumnModel c ? c : null,
          target instanceof DynamicColumnsModel d ? d : null));
    }
    return fits ? new ProjectionModel(record, ClassName.get(record), entity, List.copyOf(components)) : null;
  }

  /**
   * What a projection of {@code type} takes, in constructor order: a record's components, a class's
   * constructor parameters; null when {@code type} is neither a non-private record nor a non-private,
   * non-abstract class with one constructor to build it through.
   */
  private static List<? extends VariableElement> components(TypeElement type) {
    if (type.getModifiers().contains(Modifier.PRIVATE)) {
      return null;
    }
    if (type.getKind() == ElementKind.RECORD) {
      return ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
          .filter(f -> !f.getModifiers().contains(Modifier.STATIC)).toList();
    }
    if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)
        || (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC))) {
      return null;
    }
    List<ExecutableElement> usable = ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
        .filter(c -> !c.getModifiers().contains(Modifier.PRIVATE)).toList();
    List<ExecutableElement> marked = usable.stream()
        .filter(c -> c.getAnnotation(MappingConstructor.class) != null).toList();
    List<ExecutableElement> withParameters = usable.stream().filter(c -> !c.getParameters().isEmpty()).toList();
    List<ExecutableElement> chosen = marked.isEmpty() ? withParameters : marked;
    return chosen.size() == 1 && !chosen.get(0).getParameters().isEmpty() ? chosen.get(0).getParameters() : null;
  }

  /** The entity's fields by name: the model of those a projection reads, a description of the others. */
  private static Map<String, Object> fields(EntityModel entity) {
    Map<String, Object> out = new LinkedHashMap<>();
    entity.key().forEach(k -> out.put(k.property().name(), k));
    for (ColumnModel c : entity.columns()) {
      out.put(c.property().name(), (c instanceof VersionsColumn) ? "a @Versions map" : c);
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      out.put(d.property().name(), d.lazy() ? "a lazy @DynamicColumns map (read through the DAO's wide row)" : d);
    }
    if (entity.timestamp() != null) {
      out.put(entity.timestamp().property().name(), "the @Timestamp");
    }
    for (EmbeddedModel e : entity.embedded()) {
      out.put(e.property().name(), "an @Embedded value (name its fields instead: " + String.join(", ",
          e.columns().stream().map(c -> c.property().name()).toList()) + ")");
    }
    return out;
  }

  private static List<String> readable(Map<String, Object> fields) {
    return fields.entrySet().stream().filter(e -> !(e.getValue() instanceof String)).map(Map.Entry::getKey).toList();
  }
}
