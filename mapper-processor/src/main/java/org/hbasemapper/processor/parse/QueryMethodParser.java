package org.hbasemapper.processor.parse;

import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.AllowScan;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FieldRef;
import org.hbasemapper.processor.model.Keyword;
import org.hbasemapper.processor.model.OrderModel;
import org.hbasemapper.processor.model.PredicateModel;
import org.hbasemapper.processor.model.ProjectionModel;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.QueryMethodModel.Subject;
import org.hbasemapper.processor.model.ResultModel;
import org.hbasemapper.processor.model.ResultModel.Shape;
import org.hbasemapper.processor.types.RuntimeNames;

/**
 * Reads one abstract method of a repository into a {@link QueryMethodModel}: its name with Spring
 * Data's grammar ({@link MethodNameParser}), the fields it names ({@link PredicateResolver}), its return
 * type and parameters. Every problem is reported on the method, not only the first; planning comes after.
 */
public final class QueryMethodParser {
  private static final String PAGE = RuntimeNames.PAGE.canonicalName();
  private static final String PAGE_REQUEST = RuntimeNames.PAGE_REQUEST.canonicalName();

  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final EntityModel entity;
  private final PredicateResolver resolver;
  private final Function<TypeElement, ProjectionModel> projections;

  /**
   * A parser of methods over {@code entity}, reporting to {@code reporter}; {@code projections} reads a
   * record returned by a method as a projection of the entity (reporting why not, and returning null).
   */
  public QueryMethodParser(Elements elements, Types types, Reporter reporter, EntityModel entity,
      Function<TypeElement, ProjectionModel> projections) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
    this.entity = entity;
    this.resolver = new PredicateResolver(entity);
    this.projections = projections;
  }

  /** The model of {@code method} as a member of {@code repository}, or null when it has errors (all reported). */
  public QueryMethodModel parse(DeclaredType repository, ExecutableElement method) {
    int before = reporter.errorCount();
    String name = method.getSimpleName().toString();
    MethodNameParser.ParsedName parsed = MethodNameParser.parse(name);
    if (parsed == null) {
      reporter.error(method, Messages.unknownQuerySubject(name));
      return null;
    }
    if (parsed.unsupported() != null) {
      reporter.error(method, Messages.unsupportedKeyword(name, parsed.unsupported()));
    }
    ExecutableType executable = (ExecutableType) types.asMemberOf(repository, method);
    ResultModel result = result(method, executable.getReturnType(), parsed.subject(), parsed.subjectWord());
    List<Resolved> predicates = predicates(method, parsed.predicates());
    List<OrderModel> orderBy = orderBy(method, parsed.orderBy());
    limit(method, parsed, result);

    List<QueryMethodModel.Parameter> parameters = new ArrayList<>();
    List<? extends VariableElement> declared = method.getParameters();
    for (int i = 0; i < declared.size(); i++) {
      parameters.add(new QueryMethodModel.Parameter(declared.get(i).getSimpleName().toString(),
          TypeName.get(executable.getParameterTypes().get(i))));
    }
    int count = declared.size();
    String pageRequest = null;
    if (count > 0 && isType(executable.getParameterTypes().get(count - 1), PAGE_REQUEST)) {
      pageRequest = parameters.get(count - 1).name();
      count--;
    }
    if (result != null && result.shape() == Shape.PAGE && pageRequest == null) {
      reporter.error(method, Messages.pageWithoutPageRequest(name));
    } else if (result != null && result.shape() != Shape.PAGE && pageRequest != null) {
      reporter.error(method, Messages.pageRequestWithoutPage(name));
    }
    List<PredicateModel> models = predicates == null ? null
        : bind(method, executable, predicates, parameters, count);
    if (reporter.errorCount() != before || models == null || result == null || orderBy == null) {
      return null;
    }
    return new QueryMethodModel(method, name, parsed.subject(), parsed.limit(), models, orderBy,
        method.getAnnotation(AllowScan.class) != null, result, List.copyOf(parameters), pageRequest);
  }

  // ---- predicates -------------------------------------------------------------------------------

  /** A predicate part with its field and keyword, before parameters are bound to it. */
  private record Resolved(FieldRef field, Keyword keyword, String written) {}

  /** The predicates of the name, each checked to apply to its field; null when one does not (reported). */
  private List<Resolved> predicates(ExecutableElement method, List<String> parts) {
    String name = method.getSimpleName().toString();
    List<Resolved> out = new ArrayList<>();
    boolean ok = true;
    for (String part : parts) {
      PredicateResolver.Resolution r = resolver.resolve(part);
      if (r instanceof PredicateResolver.Resolved resolved) {
        ok &= applies(method, resolved.field(), resolved.keyword(), part);
        out.add(new Resolved(resolved.field(), resolved.keyword(), part));
      } else {
        report(name, method, r);
        ok = false;
      }
    }
    return ok ? out : null;
  }

  private void report(String name, ExecutableElement method, PredicateResolver.Resolution r) {
    if (r instanceof PredicateResolver.Unknown u) {
      reporter.error(method, Messages.unknownProperty(name, u.property(), entity.simpleName(), resolver.fieldNames(),
          u.suggestion()));
    } else if (r instanceof PredicateResolver.NotQueryable n) {
      reporter.error(method, Messages.propertyNotQueryable(name, n.field(), n.kind()));
    } else if (r instanceof PredicateResolver.Unsupported u) {
      reporter.error(method, Messages.unsupportedKeyword(name, u.keyword()));
    } else if (r instanceof PredicateResolver.Or or) {
      reporter.error(method, Messages.orNotSupported(name, or.parts()));
    }
  }

  /** Whether {@code keyword} applies to {@code field}; reports why not. */
  private boolean applies(ExecutableElement method, FieldRef field, Keyword keyword, String part) {
    String name = method.getSimpleName().toString();
    if (keyword == Keyword.STARTING_WITH) {
      String why = !field.isKey() ? "is not a row-key component"
          : !isString(field.type()) ? "is not a String"
          : field.keyIndex() != entity.key().size() - 1 ? "is not the last row-key component" : null;
      if (why != null) {
        reporter.error(method, Messages.startingWithNotLastStringKey(name, field.name(), why));
        return false;
      }
    }
    if ((keyword == Keyword.IS_NULL || keyword == Keyword.IS_NOT_NULL) && field.isKey()) {
      reporter.error(method, Messages.keywordNotApplicable(name, keywordWord(part, field), field.name(),
          "a row-key component always has a value; IsNull and IsNotNull test whether a column has a cell"));
      return false;
    }
    if (keyword.range() && !field.ordered()) {
      reporter.error(method, Messages.keywordNotApplicable(name, keywordWord(part, field), field.name(),
          "its type " + field.type() + " has no order (a @Convert type that is not Comparable): compare it with "
              + "Is, In, IsNull or IsNotNull"));
      return false;
    }
    return true;
  }

  /** The keyword as the method name spells it: {@code Between} in {@code TimeBetween}. */
  private static String keywordWord(String part, FieldRef field) {
    String rest = part.length() > field.name().length() ? part.substring(field.name().length()) : part;
    return rest.isEmpty() ? part : rest;
  }

  private static boolean isString(TypeName type) {
    return type.toString().equals("java.lang.String");
  }

  /** The {@code OrderBy} properties, each naming a field; null when one does not (reported). */
  private List<OrderModel> orderBy(ExecutableElement method, List<MethodNameParser.OrderPart> parts) {
    String name = method.getSimpleName().toString();
    List<OrderModel> out = new ArrayList<>();
    boolean ok = true;
    for (MethodNameParser.OrderPart part : parts) {
      FieldRef field = resolver.field(part.property());
      if (field != null) {
        out.add(new OrderModel(field, part.descending()));
        continue;
      }
      ok = false;
      String property = PredicateResolver.decapitalize(part.property());
      String kind = resolver.otherKind(part.property());
      if (kind != null) {
        reporter.error(method, Messages.propertyNotQueryable(name, property, kind));
      } else {
        reporter.error(method, Messages.unknownProperty(name, property, entity.simpleName(), resolver.fieldNames(),
            resolver.suggestion(part.property())));
      }
    }
    return ok ? out : null;
  }

  private void limit(ExecutableElement method, MethodNameParser.ParsedName parsed, ResultModel result) {
    String name = method.getSimpleName().toString();
    if (parsed.limit() == 0) {
      reporter.error(method, Messages.topZero(name));
    } else if (parsed.limit() > 0 && parsed.subject() != Subject.FIND) {
      reporter.error(method, Messages.limitNotApplicable(name, "a " + parsed.subjectWord()));
    } else if (parsed.limit() > 0 && result != null && result.shape() == Shape.PAGE) {
      reporter.error(method, Messages.limitNotApplicable(name, "a Page (its size is the PageRequest's)"));
    }
  }

  // ---- parameters -------------------------------------------------------------------------------

  /**
   * The predicates with their parameters, in the order of the name; null when the count or a type
   * does not match (reported).
   */
  private List<PredicateModel> bind(ExecutableElement method, ExecutableType executable, List<Resolved> predicates,
      List<QueryMethodModel.Parameter> parameters, int count) {
    String name = method.getSimpleName().toString();
    int expected = predicates.stream().mapToInt(p -> p.keyword().arity()).sum();
    if (expected != count) {
      List<String> described = predicates.stream()
          .map(p -> p.field().name() + " " + p.keyword().operator() + ": " + p.keyword().arity()).toList();
      reporter.error(method, Messages.parameterCount(name, count, expected,
          described.isEmpty() ? "no predicates" : String.join(", ", described)));
      return null;
    }
    List<PredicateModel> out = new ArrayList<>();
    int next = 0;
    boolean ok = true;
    for (Resolved p : predicates) {
      List<String> names = new ArrayList<>();
      for (int i = 0; i < p.keyword().arity(); i++, next++) {
        TypeMirror declared = executable.getParameterTypes().get(next);
        String expectedType = expectedType(p, declared);
        if (expectedType != null) {
          reporter.error(method, Messages.parameterType(name, parameters.get(next).name(),
              p.field().name() + " " + p.keyword().operator(), declared.toString(), expectedType));
          ok = false;
        }
        names.add(parameters.get(next).name());
      }
      out.add(new PredicateModel(p.field(), p.keyword(), List.copyOf(names)));
    }
    return ok ? out : null;
  }

  /** The type a parameter of {@code p} must have when {@code declared} is not it, else null. */
  private String expectedType(Resolved p, TypeMirror declared) {
    TypeMirror field = fieldType(p.field());
    if (p.keyword() == Keyword.STARTING_WITH) {
      return isType(declared, "java.lang.String") ? null : "java.lang.String";
    }
    if (p.keyword() == Keyword.IN) {
      TypeElement collection = elements.getTypeElement("java.util.Collection");
      DeclaredType wanted = types.getDeclaredType(collection, types.getWildcardType(boxed(field), null));
      return types.isAssignable(declared, wanted) ? null : wanted.toString();
    }
    return types.isSameType(boxed(declared), boxed(field)) ? null : field.toString();
  }

  private TypeMirror fieldType(FieldRef field) {
    return field.isKey() ? field.key().property().element().asType() : field.column().property().element().asType();
  }

  private TypeMirror boxed(TypeMirror type) {
    return type.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) type).asType() : type;
  }

  private static boolean isType(TypeMirror type, String qualifiedName) {
    return type instanceof DeclaredType d && d.asElement() instanceof TypeElement e
        && e.getQualifiedName().contentEquals(qualifiedName);
  }

  // ---- return type ------------------------------------------------------------------------------

  /** What the method returns, checked against its subject; null when it cannot (reported). */
  private ResultModel result(ExecutableElement method, TypeMirror type, Subject subject, String word) {
    ResultModel result = shape(type);
    if (result != null && result.shape() == null) {
      return null; // a projection that does not fit, reported where it is declared
    }
    if (result == null || !fits(subject, result.shape())) {
      reporter.error(method, Messages.unsupportedReturnType(method.getSimpleName().toString(), type.toString(), word,
          allowed(subject)));
      return null;
    }
    return result;
  }

  /** The shape of {@code type}; a result with a null shape for a projection reported as unfit; null if unsupported. */
  private ResultModel shape(TypeMirror type) {
    TypeName declared = TypeName.get(type);
    switch (type.getKind()) {
      case VOID:
        return new ResultModel(Shape.NONE, declared, null, false);
      case LONG:
        return new ResultModel(Shape.COUNT, declared, null, false);
      case INT:
        return new ResultModel(Shape.COUNT, declared, null, true);
      case BOOLEAN:
        return new ResultModel(Shape.EXISTS, declared, null, false);
      case DECLARED:
        break;
      default:
        return null;
    }
    if (isType(type, "java.lang.Long")) {
      return new ResultModel(Shape.COUNT, declared, null, false);
    }
    if (isType(type, "java.lang.Integer")) {
      return new ResultModel(Shape.COUNT, declared, null, true);
    }
    if (isType(type, "java.lang.Boolean")) {
      return new ResultModel(Shape.EXISTS, declared, null, false);
    }
    DeclaredType d = (DeclaredType) type;
    Shape wrapper = isType(type, "java.util.List") ? Shape.LIST
        : isType(type, "java.util.stream.Stream") ? Shape.STREAM
        : isType(type, "java.util.Optional") ? Shape.OPTIONAL
        : isType(type, PAGE) ? Shape.PAGE : null;
    TypeMirror element = type;
    if (wrapper != null) {
      if (d.getTypeArguments().size() != 1) {
        return null;
      }
      element = d.getTypeArguments().get(0);
    }
    if (element.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement rows = (TypeElement) ((DeclaredType) element).asElement();
    Shape shape = wrapper == null ? Shape.SINGLE : wrapper;
    if (rows.getQualifiedName().contentEquals(entity.type().canonicalName())) {
      return new ResultModel(shape, declared, null, false);
    }
    if (!ProjectionParser.candidate(rows)) {
      return null;
    }
    ProjectionModel projection = projections.apply(rows);
    return new ResultModel(projection == null ? null : shape, declared, projection, false);
  }

  private static boolean fits(Subject subject, Shape shape) {
    return switch (subject) {
      case FIND -> shape != Shape.COUNT && shape != Shape.EXISTS && shape != Shape.NONE;
      case COUNT -> shape == Shape.COUNT;
      case EXISTS -> shape == Shape.EXISTS;
      case DELETE -> shape == Shape.NONE || shape == Shape.COUNT;
    };
  }

  private String allowed(Subject subject) {
    String e = entity.simpleName();
    return switch (subject) {
      case FIND -> "List<" + e + ">, Stream<" + e + ">, Optional<" + e + ">, " + e + " or Page<" + e
          + ">, or the same of a projection (a record, or a class built through its constructor)";
      case COUNT -> "long or int";
      case EXISTS -> "boolean";
      case DELETE -> "void, or long or int for the number of rows deleted";
    };
  }
}
