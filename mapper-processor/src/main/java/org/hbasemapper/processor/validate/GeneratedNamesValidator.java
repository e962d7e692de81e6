package org.hbasemapper.processor.validate;

import com.palantir.javapoet.ClassName;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.GroupModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.types.RuntimeNames;

/**
 * The methods the generated code names after fields and indexes, which users call, clash with no
 * method their class has already, inherited or generated: such a clash would be an error inside
 * generated code, or an overload that changes meaning with the key type. The inherited methods are
 * read from the runtime's base classes on the classpath, so they follow the runtime as it changes.
 * Query and lookup stage methods may overload an inherited method ({@code page(String)} beside
 * {@code page(PageRequest)}) as long as Java can tell the two apart for every call: not with the same
 * parameter types after erasure, nor with types an argument for either would fit.
 * Private constants, locals and nested types are allocated clash-free by the writers instead.
 */
public final class GeneratedNamesValidator {
  static final String ENTITY_DAO = RuntimeNames.ENTITY_DAO.canonicalName();
  static final String ASYNC_ENTITY_DAO = RuntimeNames.ASYNC_ENTITY_DAO.canonicalName();
  static final String KEY_QUERY = RuntimeNames.KEY_QUERY.canonicalName();
  static final String ASYNC_KEY_QUERY = RuntimeNames.ASYNC_KEY_QUERY.canonicalName();
  static final String INDEX_QUERY = RuntimeNames.INDEX_QUERY.canonicalName();
  static final String ASYNC_INDEX_QUERY = RuntimeNames.ASYNC_INDEX_QUERY.canonicalName();
  static final String GROUP_QUERY = RuntimeNames.GROUP_QUERY.canonicalName();

  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final Map<String, Map<String, String>> methodsByType = new HashMap<>();

  /** A validator reading base classes through {@code elements} and {@code types}, reporting to {@code reporter}. */
  public GeneratedNamesValidator(Elements elements, Types types, Reporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /**
   * Reports every generated name of {@code entity} that clashes; returns whether none does.
   *
   * @param declared the qualified names of the types declared in the compilation's sources
   */
  public boolean validate(EntityModel entity, Set<String> declared) {
    int before = reporter.errorCount();
    keyComponentsFitTheKeyRecordAndTheQuery(entity);
    daoMethodsAreFree(entity);
    lookupStagesLeaveIndexQueryAlone(entity);
    asyncTypesAreFree(entity, declared);
    return reporter.errorCount() == before;
  }

  /**
   * The entity's asynchronous DAO and query take no name a type of the sources has already, nor the
   * names of the DAO and query of an entity {@code <Entity>Async} beside it.
   */
  void asyncTypesAreFree(EntityModel entity, Set<String> declared) {
    Element twin = entity.element().getEnclosingElement().getEnclosedElements().stream()
        .filter(e -> e.getSimpleName().contentEquals(entity.element().getSimpleName() + "Async"))
        .filter(e -> e.getAnnotation(Table.class) != null).findFirst().orElse(null);
    if (twin != null) {
      reporter.error(entity.element(), Messages.asyncNamesOfAnotherEntity(entity.simpleName(),
          entity.asyncDaoName().simpleName(), entity.asyncQueryName().simpleName(), twin.getSimpleName().toString()));
      return;
    }
    for (ClassName generated : List.of(entity.asyncDaoName(), entity.asyncQueryName())) {
      if (declared.contains(generated.canonicalName())) {
        reporter.error(entity.element(), Messages.asyncNameTaken(entity.simpleName(), generated.simpleName()));
      }
    }
  }

  /**
   * Reports every generated name of {@code group} that clashes; returns whether none does.
   *
   * @param declared the qualified names of the types declared in the compilation's sources
   */
  public boolean validate(GroupModel group, Set<String> declared) {
    int before = reporter.errorCount();
    groupTypesAreFree(group, declared);
    groupStagesLeaveGroupQueryAlone(group);
    return reporter.errorCount() == before;
  }

  /** The group's DAOs and queries, blocking and asynchronous, take no name a type of the sources has already. */
  void groupTypesAreFree(GroupModel group, Set<String> declared) {
    for (ClassName generated : List.of(group.daoName(), group.queryName(), group.asyncDaoName(),
        group.asyncQueryName())) {
      if (declared.contains(generated.canonicalName())) {
        reporter.error(group.element(), Messages.groupNameTaken(group.simpleName(), generated.simpleName()));
      }
    }
  }

  /**
   * The group query's stage methods can sit beside the methods of {@code GroupQuery}. Those it inherits
   * from {@code KeyQuery} are covered already: a component clashing with them failed its members' checks.
   */
  void groupStagesLeaveGroupQueryAlone(GroupModel group) {
    for (KeyComponentModel c : group.leadingKey()) {
      firstClash(c.property(), List.of(GROUP_QUERY)).ifPresent(clash ->
          reporter.error(group.element(), Messages.groupKeyNameClashesWithQuery(group.simpleName(),
              c.property().name(), group.queryName().simpleName(), clash.generated(), clash.inherited(),
              clash.declaredIn(), clash.sameParameters())));
    }
  }

  /**
   * A key component is a component of the mapper's {@code Key} record, so not named like a
   * no-argument method of {@code Object}, and its query stage methods can sit beside the methods the
   * stages inherit from {@code KeyQuery} and {@code AsyncKeyQuery}.
   */
  void keyComponentsFitTheKeyRecordAndTheQuery(EntityModel entity) {
    Set<String> recordReserved = ElementFilter.methodsIn(elements.getAllMembers(object())).stream()
        .filter(m -> m.getParameters().isEmpty()).map(m -> m.getSimpleName().toString()).collect(Collectors.toSet());
    for (KeyComponentModel c : entity.key()) {
      String name = c.property().name();
      if (recordReserved.contains(name)) {
        reporter.error(c.property().element(), Messages.keyNameReservedByRecord(name,
            entity.mapperName().simpleName()));
        continue;
      }
      firstClash(c.property(), List.of(KEY_QUERY, ASYNC_KEY_QUERY)).ifPresent(clash -> {
        // a method of QueryStage or Object is inherited by the stages of both queries
        boolean both = !clash.base().equals(ASYNC_KEY_QUERY)
            && findClash(clash.generatedMethod(), clash.parameters(), ASYNC_KEY_QUERY)
                .filter(other -> other.inheritedMethod().equals(clash.inheritedMethod())).isPresent();
        String queries = clash.base().equals(ASYNC_KEY_QUERY) ? entity.asyncQueryName().simpleName()
            : both ? entity.queryName().simpleName() + " and " + entity.asyncQueryName().simpleName()
            : entity.queryName().simpleName();
        reporter.error(c.property().element(), Messages.keyNameClashesWithQuery(name, queries, clash.generated(),
            clash.inherited(), clash.declaredIn(), clash.sameParameters()));
      });
    }
  }

  /**
   * The DAO's wide-row accessors, increments and index lookups are not named like a method of
   * {@code EntityDao}, the DAO's own {@code query()}, or one another; nor, in the asynchronous DAO,
   * like a method of {@code AsyncEntityDao}.
   */
  void daoMethodsAreFree(EntityModel entity) {
    String dao = entity.daoName().simpleName();
    Map<String, Inherited> inherited = new LinkedHashMap<>();
    accessibleMethods(ENTITY_DAO).forEach((method, type) -> inherited.put(method, new Inherited(dao, type)));
    inherited.putIfAbsent("query", new Inherited(dao, dao));
    accessibleMethods(ASYNC_ENTITY_DAO).forEach((method, type) ->
        inherited.putIfAbsent(method, new Inherited(entity.asyncDaoName().simpleName(), type)));
    Map<String, String> generated = new HashMap<>();
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      String name = d.property().name();
      String owner = "@DynamicColumns field '" + name + "'";
      Inherited clash = inherited.get(name);
      if (clash != null) {
        reporter.error(d.property().element(), Messages.dynamicNameClashesWithDao(name, clash.dao(), clash.type()));
      } else {
        claim(generated, name, owner, dao, d.property().element(), null);
      }
    }
    for (CounterColumn c : entity.columnsOf(CounterColumn.class)) {
      String method = c.incrementName();
      String owner = "@Counter field '" + c.property().name() + "'";
      Inherited clash = inherited.get(method);
      if (clash != null) {
        reporter.error(c.property().element(), Messages.counterNameClashesWithDao(c.property().name(), method,
            clash.dao(), clash.type()));
      } else {
        claim(generated, method, owner, dao, c.property().element(), null);
      }
    }
    for (IndexModel index : entity.indexes()) {
      for (String method : index.finderNames()) {
        Inherited clash = inherited.get(method);
        if (clash != null) {
          reporter.error(index.element(), index.annotation(), Messages.indexNameClashesWithDao(index.name(), method,
              clash.dao(), clash.type()));
          break;
        }
        if (!claim(generated, method, "index '" + index.name() + "'", dao, index.element(), index.annotation())) {
          break;
        }
      }
    }
  }

  /** A method a generated DAO has already: the DAO ({@code EDao} or {@code EAsyncDao}) and the type declaring it. */
  private record Inherited(String dao, String type) {}

  /** Records that {@code owner} generates {@code method}; reports and returns false when another did already. */
  private boolean claim(Map<String, String> generated, String method, String owner, String dao, Element at,
      AnnotationMirror annotation) {
    String first = generated.putIfAbsent(method, owner);
    if (first != null) {
      reporter.error(at, annotation, Messages.daoMethodTwice(method, dao, first, owner));
      return false;
    }
    return true;
  }

  /**
   * The stage methods of a composite index's lookup, named after its columns, can sit beside the
   * methods of {@code IndexQuery} and {@code AsyncIndexQuery}.
   */
  void lookupStagesLeaveIndexQueryAlone(EntityModel entity) {
    for (IndexModel index : entity.indexes()) {
      if (index.columns().size() < 2) {
        continue;
      }
      for (ColumnModel c : index.columns()) {
        firstClash(c.property(), List.of(INDEX_QUERY, ASYNC_INDEX_QUERY)).ifPresent(clash ->
            reporter.error(index.element(), index.annotation(), Messages.indexColumnClashesWithLookup(index.name(),
                c.property().name(), clash.generated(), clash.inherited(), clash.declaredIn(),
                clash.sameParameters())));
      }
    }
  }

  /**
   * A stage method that cannot sit beside an inherited method of its name.
   *
   * @param base the qualified name of the base class the stage inherits the method through
   * @param generatedMethod the stage method's name
   * @param parameters the stage method's parameter types
   * @param inheritedMethod the inherited method
   * @param sameParameters whether the two have the same parameter types after erasure
   */
  record Clash(String base, String generatedMethod, List<TypeMirror> parameters, ExecutableElement inheritedMethod,
      boolean sameParameters) {
    /** The stage method as a message shows it: {@code limit(long)}. */
    String generated() {
      return generatedMethod + "(" + parameters.stream().map(t -> display(t, false))
          .collect(Collectors.joining(", ")) + ")";
    }

    /** The inherited method as a message shows it: {@code limit(int)}, {@code families(String...)}. */
    String inherited() {
      List<? extends VariableElement> ps = inheritedMethod.getParameters();
      StringBuilder out = new StringBuilder(inheritedMethod.getSimpleName()).append('(');
      for (int i = 0; i < ps.size(); i++) {
        out.append(i > 0 ? ", " : "")
            .append(display(ps.get(i).asType(), inheritedMethod.isVarArgs() && i == ps.size() - 1));
      }
      return out.append(')').toString();
    }

    /** The simple name of the type declaring the inherited method. */
    String declaredIn() {
      return inheritedMethod.getEnclosingElement().getSimpleName().toString();
    }
  }

  /** The first clash of the stage methods {@code property} gives a stage that extends one of {@code bases}. */
  private Optional<Clash> firstClash(Property property, List<String> bases) {
    TypeMirror type = property.element().asType();
    for (Map.Entry<String, Integer> method : property.stageMethods().entrySet()) {
      List<TypeMirror> parameters = Collections.nCopies(method.getValue(), type);
      for (String base : bases) {
        Optional<Clash> clash = findClash(method.getKey(), parameters, base);
        if (clash.isPresent()) {
          return clash;
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The inherited method of {@code base} that a stage method {@code name(parameters)} cannot sit beside:
   * one with the same parameter types after erasure (Java cannot declare both), else one that a call
   * with arguments for either could run ({@link #argumentsFitBoth}).
   */
  private Optional<Clash> findClash(String name, List<TypeMirror> parameters, String base) {
    List<ExecutableElement> sameName = accessibleMethodElements(base).stream()
        .filter(m -> m.getSimpleName().contentEquals(name)).toList();
    for (ExecutableElement m : sameName) {
      if (sameErasure(parameters, m)) {
        return Optional.of(new Clash(base, name, parameters, m, true));
      }
    }
    for (ExecutableElement m : sameName) {
      if (argumentsFitBoth(parameters, m)) {
        return Optional.of(new Clash(base, name, parameters, m, false));
      }
    }
    return Optional.empty();
  }

  private boolean sameErasure(List<TypeMirror> parameters, ExecutableElement inherited) {
    List<? extends VariableElement> theirs = inherited.getParameters();
    if (theirs.size() != parameters.size()) {
      return false;
    }
    for (int i = 0; i < theirs.size(); i++) {
      if (!types.isSameType(types.erasure(parameters.get(i)), types.erasure(theirs.get(i).asType()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether some call could mean either method: every argument of one also fits the other's parameter
   * at its place, varargs included. Java would then pick by the arguments' exact types, not by what the
   * caller means ({@code limit(5)} runs {@code limit(int)} even when a {@code long} key was meant), and
   * where neither is more specific the call does not compile at all.
   */
  private boolean argumentsFitBoth(List<TypeMirror> parameters, ExecutableElement inherited) {
    List<TypeMirror> theirs = inherited.getParameters().stream().map(p -> types.erasure(p.asType())).toList();
    int n = parameters.size();
    if (!inherited.isVarArgs()) {
      return theirs.size() == n && allConvert(parameters, theirs, 0, n);
    }
    int fixed = theirs.size() - 1;
    if (n < fixed || !allConvert(parameters, theirs, 0, fixed)) {
      return false;
    }
    TypeMirror array = theirs.get(fixed);
    TypeMirror element = ((ArrayType) array).getComponentType();
    if (n == theirs.size() && convert(parameters.get(fixed), array)) {
      return true;
    }
    for (int i = fixed; i < n; i++) {
      if (!convert(parameters.get(i), element)) {
        return false;
      }
    }
    return true;
  }

  private boolean allConvert(List<TypeMirror> ours, List<TypeMirror> theirs, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!convert(ours.get(i), theirs.get(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a value of one type converts to the other in a method call, either way, boxes compared by
   * their primitives: a {@code Long} key component meets {@code limit(int)} in a call {@code limit(5)}.
   */
  private boolean convert(TypeMirror a, TypeMirror b) {
    TypeMirror ea = types.erasure(a);
    TypeMirror eb = types.erasure(b);
    return types.isAssignable(ea, eb) || types.isAssignable(eb, ea)
        || types.isAssignable(primitive(ea), primitive(eb)) || types.isAssignable(primitive(eb), primitive(ea));
  }

  /** The primitive of a box, else {@code type} itself. */
  private TypeMirror primitive(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return type;
    }
    try {
      return types.unboxedType(type);
    } catch (IllegalArgumentException notABox) {
      return type;
    }
  }

  /** A type as a message shows it: simple names, type arguments kept, a varargs array as {@code T...}. */
  static String display(TypeMirror type, boolean varargs) {
    return switch (type.getKind()) {
      case ARRAY -> display(((ArrayType) type).getComponentType(), false) + (varargs ? "..." : "[]");
      case DECLARED -> {
        DeclaredType declared = (DeclaredType) type;
        String name = declared.asElement().getSimpleName().toString();
        yield declared.getTypeArguments().isEmpty() ? name : name + declared.getTypeArguments().stream()
            .map(t -> display(t, false)).collect(Collectors.joining(", ", "<", ">"));
      }
      case WILDCARD -> {
        WildcardType wildcard = (WildcardType) type;
        yield wildcard.getExtendsBound() != null ? "? extends " + display(wildcard.getExtendsBound(), false)
            : wildcard.getSuperBound() != null ? "? super " + display(wildcard.getSuperBound(), false) : "?";
      }
      default -> type.toString();
    };
  }

  /**
   * The public and protected methods of {@code type}, inherited ones included, by name, each with the
   * simple name of the type declaring it; {@code Object}'s alone when {@code type} is not on the
   * classpath (the generated code could not compile then anyway, and javac says why).
   */
  private Map<String, String> accessibleMethods(String type) {
    return methodsByType.computeIfAbsent(type, name -> {
      Map<String, String> methods = new LinkedHashMap<>();
      for (ExecutableElement method : accessibleMethodElements(type)) {
        methods.putIfAbsent(method.getSimpleName().toString(), method.getEnclosingElement().getSimpleName().toString());
      }
      return methods;
    });
  }

  /** The public and protected methods of {@code type}, inherited ones included, as {@link #accessibleMethods}. */
  private List<ExecutableElement> accessibleMethodElements(String type) {
    TypeElement element = elements.getTypeElement(type);
    return ElementFilter.methodsIn(elements.getAllMembers(element != null ? element : object())).stream()
        .filter(m -> m.getModifiers().contains(Modifier.PUBLIC) || m.getModifiers().contains(Modifier.PROTECTED))
        .toList();
  }

  private TypeElement object() {
    return elements.getTypeElement("java.lang.Object");
  }
}
