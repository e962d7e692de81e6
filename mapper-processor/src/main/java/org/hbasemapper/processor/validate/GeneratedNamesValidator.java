package org.hbasemapper.processor.validate;

import com.palantir.javapoet.ClassName;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
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

/**
 * The methods the generated code names after fields and indexes, which users call, clash with no
 * method their class has already, inherited or generated: such a clash would be an error inside
 * generated code, or an overload that changes meaning with the key type. The inherited methods are
 * read from the runtime's base classes on the classpath, so they follow the runtime as it changes.
 * Private constants, locals and nested types are allocated clash-free by the writers instead.
 */
public final class GeneratedNamesValidator {
  static final String ENTITY_DAO = "org.hbasemapper.runtime.dao.EntityDao";
  static final String ASYNC_ENTITY_DAO = "org.hbasemapper.runtime.dao.AsyncEntityDao";
  static final String KEY_QUERY = "org.hbasemapper.runtime.query.KeyQuery";
  static final String ASYNC_KEY_QUERY = "org.hbasemapper.runtime.query.AsyncKeyQuery";
  static final String INDEX_QUERY = "org.hbasemapper.runtime.index.IndexQuery";
  static final String ASYNC_INDEX_QUERY = "org.hbasemapper.runtime.index.AsyncIndexQuery";
  static final String GROUP_QUERY = "org.hbasemapper.runtime.dao.GroupQuery";

  private final Elements elements;
  private final Reporter reporter;
  private final Map<String, Map<String, String>> methodsByType = new HashMap<>();

  /** A validator reading base classes through {@code elements} and reporting to {@code reporter}. */
  public GeneratedNamesValidator(Elements elements, Reporter reporter) {
    this.elements = elements;
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

  /** The group's DAO and query take no name a type of the sources has already. */
  void groupTypesAreFree(GroupModel group, Set<String> declared) {
    for (ClassName generated : List.of(group.daoName(), group.queryName())) {
      if (declared.contains(generated.canonicalName())) {
        reporter.error(group.element(), Messages.groupNameTaken(group.simpleName(), generated.simpleName()));
      }
    }
  }

  /**
   * The group query's stage methods are not methods of {@code GroupQuery}; the members' own checks
   * cover {@code KeyQuery}, whose methods a component named like one cannot have come this far with.
   */
  void groupStagesLeaveGroupQueryAlone(GroupModel group) {
    Map<String, String> inherited = accessibleMethods(GROUP_QUERY);
    for (KeyComponentModel c : group.leadingKey()) {
      c.property().stageMethodNames().stream().filter(inherited::containsKey).findFirst().ifPresent(method ->
          reporter.error(group.element(), Messages.groupKeyNameClashesWithQuery(group.simpleName(),
              c.property().name(), method, inherited.get(method))));
    }
  }

  /**
   * A key component is a component of the mapper's {@code Key} record, so not named like a
   * no-argument method of {@code Object}, and its query stage methods are not methods of {@code KeyQuery}.
   */
  void keyComponentsFitTheKeyRecordAndTheQuery(EntityModel entity) {
    Set<String> recordReserved = ElementFilter.methodsIn(elements.getAllMembers(object())).stream()
        .filter(m -> m.getParameters().isEmpty()).map(m -> m.getSimpleName().toString()).collect(Collectors.toSet());
    Map<String, String> inherited = new LinkedHashMap<>(accessibleMethods(KEY_QUERY));
    accessibleMethods(ASYNC_KEY_QUERY).forEach(inherited::putIfAbsent);
    for (KeyComponentModel c : entity.key()) {
      String name = c.property().name();
      if (recordReserved.contains(name)) {
        reporter.error(c.property().element(), Messages.keyNameReservedByRecord(name,
            entity.mapperName().simpleName()));
        continue;
      }
      c.property().stageMethodNames().stream().filter(inherited::containsKey).findFirst().ifPresent(method ->
          reporter.error(c.property().element(), Messages.keyNameClashesWithQuery(name, method, inherited.get(method))));
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

  /** The stage methods of a composite index's lookup, named after its columns, are not methods of {@code IndexQuery}. */
  void lookupStagesLeaveIndexQueryAlone(EntityModel entity) {
    Map<String, String> inherited = new LinkedHashMap<>(accessibleMethods(INDEX_QUERY));
    accessibleMethods(ASYNC_INDEX_QUERY).forEach(inherited::putIfAbsent);
    for (IndexModel index : entity.indexes()) {
      if (index.columns().size() < 2) {
        continue;
      }
      for (ColumnModel c : index.columns()) {
        c.property().stageMethodNames().stream().filter(inherited::containsKey).findFirst().ifPresent(method ->
            reporter.error(index.element(), index.annotation(), Messages.indexColumnClashesWithLookup(index.name(),
                c.property().name(), method, inherited.get(method))));
      }
    }
  }

  /**
   * The public and protected methods of {@code type}, inherited ones included, by name, each with the
   * simple name of the type declaring it; {@code Object}'s alone when {@code type} is not on the
   * classpath (the generated code could not compile then anyway, and javac says why).
   */
  private Map<String, String> accessibleMethods(String type) {
    return methodsByType.computeIfAbsent(type, name -> {
      TypeElement element = elements.getTypeElement(name);
      Map<String, String> methods = new LinkedHashMap<>();
      for (Element member : elements.getAllMembers(element != null ? element : object())) {
        if (member.getKind() == ElementKind.METHOD && (member.getModifiers().contains(Modifier.PUBLIC)
            || member.getModifiers().contains(Modifier.PROTECTED))) {
          methods.putIfAbsent(member.getSimpleName().toString(),
              ((ExecutableElement) member).getEnclosingElement().getSimpleName().toString());
        }
      }
      return methods;
    });
  }

  private TypeElement object() {
    return elements.getTypeElement("java.lang.Object");
  }
}
