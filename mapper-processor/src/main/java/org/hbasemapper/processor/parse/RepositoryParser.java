package org.hbasemapper.processor.parse;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.ProjectionModel;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.RepositoryModel;
import org.hbasemapper.processor.plan.PlanProblem;
import org.hbasemapper.processor.plan.QueryPlanner;
import org.hbasemapper.processor.types.KotlinSupport;
import org.hbasemapper.processor.types.RuntimeNames;

/**
 * Reads a {@code @Repository} interface: which entity and key its {@code CrudRepository<E, K>} names,
 * then each abstract method that is not one of {@code CrudRepository}'s as a derived query, planned
 * against the entity. Default and static methods are left alone. Every problem is reported.
 */
public final class RepositoryParser {
  private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString");

  private final Elements elements;
  private final Types types;
  private final Reporter reporter;

  /** A parser reporting to {@code reporter}. */
  public RepositoryParser(Elements elements, Types types, Reporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /**
   * The {@code CrudRepository<E, K>} that {@code type} extends, directly or through other interfaces,
   * or null when it extends none with type arguments.
   */
  public DeclaredType crudSupertype(TypeElement type) {
    return crudSupertype(type.asType());
  }

  private DeclaredType crudSupertype(TypeMirror type) {
    for (TypeMirror supertype : types.directSupertypes(type)) {
      if (supertype instanceof DeclaredType d && d.asElement() instanceof TypeElement e
          && e.getQualifiedName().contentEquals(RuntimeNames.CRUD_REPOSITORY.canonicalName())) {
        return d.getTypeArguments().size() == 2 ? d : null;
      }
      DeclaredType found = crudSupertype(supertype);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  /** Whether {@code type} may be a repository: a non-private interface; reports why not. */
  public boolean checkShape(TypeElement type) {
    if (type.getKind() != ElementKind.INTERFACE || type.getModifiers().contains(Modifier.PRIVATE)) {
      reporter.error(type, Messages.repositoryNotInterface(name(type)));
      return false;
    }
    return true;
  }

  /**
   * The first type named in {@code type}'s supertypes or method signatures that does not exist (yet),
   * or null: a generated type such as {@code <Entity>Mapper.Key} exists only from the next round on.
   */
  public String unresolved(TypeElement type) {
    for (TypeMirror supertype : type.getInterfaces()) {
      String missing = unresolved(supertype);
      if (missing != null) {
        return missing;
      }
    }
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      String missing = unresolved(method.getReturnType());
      for (int i = 0; missing == null && i < method.getParameters().size(); i++) {
        missing = unresolved(method.getParameters().get(i).asType());
      }
      if (missing != null) {
        return missing;
      }
    }
    return null;
  }

  private static String unresolved(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      return type.toString();
    }
    if (type instanceof DeclaredType d) {
      for (TypeMirror argument : d.getTypeArguments()) {
        String missing = unresolved(argument);
        if (missing != null) {
          return missing;
        }
      }
    }
    return null;
  }

  /** Whether {@code key} is the generated key record of {@code entity}; reports it when not. */
  public boolean checkKey(TypeElement type, EntityModel entity, TypeMirror key) {
    if (KotlinSupport.isKaptPlaceholder(key)) {
      // a Kotlin repository over an entity of the same module: kapt's stub cannot name the key that this
      // run generates; whatever the source names, kotlinc checks it against the generated key afterwards
      return true;
    }
    ClassName expected = entity.mapperName().nestedClass("Key");
    if (key instanceof DeclaredType d && d.asElement() instanceof TypeElement e
        && e.getQualifiedName().contentEquals(expected.canonicalName())) {
      return true;
    }
    reporter.error(type, Messages.repositoryKeyType(name(type), entity.simpleName(), key.toString(),
        expected.simpleNames().get(0) + ".Key"));
    return false;
  }

  /**
   * The model of repository {@code type} over {@code entity}, its methods planned; null when a method
   * has an error (every one reported). {@code projections} reads a returned record as a projection.
   */
  public RepositoryModel parse(TypeElement type, DeclaredType crud, EntityModel entity,
      Function<TypeElement, ProjectionModel> projections) {
    int before = reporter.errorCount();
    QueryMethodParser methods = new QueryMethodParser(elements, types, reporter, entity, projections);
    DeclaredType repository = (DeclaredType) type.asType();
    List<RepositoryModel.PlannedMethod> planned = new ArrayList<>();
    boolean failed = false;
    for (ExecutableElement method : derivedMethods(type, crud)) {
      // a method returning a record already found unfit as a projection fails without a new error
      QueryMethodModel model = methods.parse(repository, method);
      if (model == null) {
        failed = true;
        continue;
      }
      QueryPlanner.Outcome outcome = QueryPlanner.plan(entity, model);
      if (outcome.problem() != null) {
        reporter.error(method, message(model.name(), entity, outcome.problem()));
        continue;
      }
      planned.add(new RepositoryModel.PlannedMethod(model, outcome.plan()));
    }
    if (failed || reporter.errorCount() != before) {
      return null;
    }
    return new RepositoryModel(type, ClassName.get(type), entity, List.copyOf(planned));
  }

  /**
   * The abstract methods of {@code type}, inherited ones included, that {@code CrudRepository} does not
   * declare: its own in declaration order, then those of its other superinterfaces, depth first.
   */
  private List<ExecutableElement> derivedMethods(TypeElement type, DeclaredType crud) {
    TypeElement crudElement = (TypeElement) crud.asElement();
    List<ExecutableElement> crudMethods = ElementFilter.methodsIn(crudElement.getEnclosedElements());
    List<ExecutableElement> out = new ArrayList<>();
    collect(type, type, crudElement, crudMethods, out);
    return out;
  }

  private void collect(TypeElement repository, TypeElement current, TypeElement crudElement,
      List<ExecutableElement> crudMethods, List<ExecutableElement> out) {
    if (current.equals(crudElement) || current.getQualifiedName().contentEquals("java.lang.Object")
        || current.getQualifiedName().contentEquals(RuntimeNames.CONDITIONAL_CRUD_REPOSITORY.canonicalName())) {
      return;
    }
    for (ExecutableElement method : ElementFilter.methodsIn(current.getEnclosedElements())) {
      if (!method.getModifiers().contains(Modifier.ABSTRACT)
          || OBJECT_METHODS.contains(method.getSimpleName().toString())
          || crudMethods.stream().anyMatch(c -> elements.overrides(method, c, repository))
          || out.stream().anyMatch(m -> m.equals(method) || elements.overrides(m, method, repository))) {
        continue;
      }
      out.add(method);
    }
    for (TypeMirror supertype : current.getInterfaces()) {
      if (supertype instanceof DeclaredType d && d.asElement() instanceof TypeElement e) {
        collect(repository, e, crudElement, crudMethods, out);
      }
    }
  }

  private static String message(String method, EntityModel entity, PlanProblem problem) {
    if (problem instanceof PlanProblem.NeedsScan s) {
      return Messages.needsFullScan(method, entity.simpleName(), s.leading(), s.hashed(), s.keyFields(), s.columns(),
          s.indexes());
    }
    if (problem instanceof PlanProblem.InNeedsScan s) {
      return Messages.inNeedsScan(method, s.field(), s.unfixed());
    }
    if (problem instanceof PlanProblem.OrderByNotKeyOrder o) {
      return Messages.orderByNotKeyOrder(method, o.field(), o.reason().name(), o.expected());
    }
    return Messages.pageNotSupported(method, ((PlanProblem.PageNotSupported) problem).multiGet());
  }

  /** {@code Outer.Inner} for a nested type, as messages name types. */
  public static String name(TypeElement type) {
    return String.join(".", ClassName.get(type).simpleNames());
  }
}
