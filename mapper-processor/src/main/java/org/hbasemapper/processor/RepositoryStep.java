package org.hbasemapper.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.CatalogEntryModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.ProjectionModel;
import org.hbasemapper.processor.model.RepositoryModel;
import org.hbasemapper.processor.parse.EntityParser;
import org.hbasemapper.processor.parse.ProjectionParser;
import org.hbasemapper.processor.parse.RepositoryParser;
import org.hbasemapper.processor.report.SchemaReport;
import org.hbasemapper.processor.validate.EntityValidator;
import org.hbasemapper.processor.write.RepositoryWriters;

/**
 * The repository half of each round, after its entities: {@code @Projection} records, then
 * {@code @Repository} interfaces, each generated once its entity's mapper exists. An interface naming
 * a type that does not exist yet ({@code PurchaseMapper.Key} before the round that generates it) waits
 * for a later round, and is an error only once processing is over. A repository or projection of an
 * entity with errors is left alone: the entity's errors say what to fix.
 */
final class RepositoryStep {
  static final String REPOSITORY = "org.hbasemapper.annotations.Repository";
  static final String PROJECTION = "org.hbasemapper.annotations.Projection";

  private final ProcessingEnvironment env;
  private final SchemaReport report;
  /** Whether the entity of this name had errors in this compilation. */
  private final Predicate<String> invalidEntity;
  /** Whether the entity of this name waits for a later round. */
  private final Predicate<String> pendingEntity;
  /** Takes each repository written, for the catalog. */
  private final Consumer<CatalogEntryModel> catalog;
  private final Set<String> deferredRepositories = new LinkedHashSet<>();
  private final Set<String> deferredProjections = new LinkedHashSet<>();
  /** The entity each record is a projection of, over the whole compilation. */
  private final Map<String, String> projectionEntities = new HashMap<>();
  /** The projections written so far, and the records that cannot be one; both over the whole compilation. */
  private final Set<String> written = new HashSet<>();
  private final Set<String> unfit = new HashSet<>();
  /** The models parsed in this round (elements are not kept across rounds). */
  private final Map<String, ProjectionModel> projections = new HashMap<>();
  private final Map<String, EntityModel> entities = new HashMap<>();

  RepositoryStep(ProcessingEnvironment env, SchemaReport report, Predicate<String> invalidEntity,
      Predicate<String> pendingEntity, Consumer<CatalogEntryModel> catalog) {
    this.env = env;
    this.report = report;
    this.invalidEntity = invalidEntity;
    this.pendingEntity = pendingEntity;
    this.catalog = catalog;
  }

  /** Processes the round's projections and repositories, and those that waited for it. */
  void process(RoundEnvironment round) {
    projections.clear();
    entities.clear();
    boolean last = round.processingOver();
    for (TypeElement record : elements(round, PROJECTION, deferredProjections)) {
      guarded(record, reporter -> projection(record, reporter, last));
    }
    for (TypeElement type : elements(round, REPOSITORY, deferredRepositories)) {
      guarded(type, reporter -> repository(type, reporter, last));
    }
  }

  /** Whether a repository waits for a later round. */
  boolean waiting() {
    return !deferredRepositories.isEmpty();
  }

  /** The types annotated {@code annotation} in this round, after those that waited in {@code deferred}. */
  private List<TypeElement> elements(RoundEnvironment round, String annotation, Set<String> deferred) {
    List<TypeElement> out = new ArrayList<>();
    for (String name : deferred) {
      TypeElement type = env.getElementUtils().getTypeElement(name);
      if (type != null) {
        out.add(type);
      }
    }
    deferred.clear();
    TypeElement annotationType = env.getElementUtils().getTypeElement(annotation);
    if (annotationType != null) {
      for (Element element : round.getElementsAnnotatedWith(annotationType)) {
        if (element instanceof TypeElement type && !out.contains(type)) {
          out.add(type);
        }
      }
    }
    return out;
  }

  /** Runs {@code step}; an unexpected exception becomes one error on {@code type}, and the others go on. */
  private void guarded(TypeElement type, Consumer<Reporter> step) {
    try {
      step.accept(new Reporter(env.getMessager()));
    } catch (RuntimeException | LinkageError e) {
      env.getMessager().printMessage(Diagnostic.Kind.ERROR,
          Messages.internalError(type.getSimpleName().toString(), e), type);
    }
  }

  private void repository(TypeElement type, Reporter reporter, boolean last) {
    RepositoryParser parser = new RepositoryParser(env.getElementUtils(), env.getTypeUtils(), reporter);
    if (!parser.checkShape(type)) {
      return;
    }
    DeclaredType crud = parser.crudSupertype(type);
    TypeElement entityType = crud == null ? null : tableType(crud.getTypeArguments().get(0));
    if (entityType != null && invalidEntity.test(entityType.getQualifiedName().toString())) {
      return; // its key record was never generated: the entity's errors say what to fix
    }
    String missing = parser.unresolved(type);
    if (missing != null) {
      if (last) {
        reporter.error(type, Messages.repositoryUnresolved(RepositoryParser.name(type), missing));
      } else {
        deferredRepositories.add(type.getQualifiedName().toString());
      }
      return;
    }
    if (crud == null) {
      reporter.error(type, Messages.repositoryNotCrudRepository(RepositoryParser.name(type)));
      return;
    }
    if (entityType == null) {
      reporter.error(type, Messages.repositoryEntityNotTable(RepositoryParser.name(type),
          crud.getTypeArguments().get(0).toString()));
      return;
    }
    if (pendingEntity.test(entityType.getQualifiedName().toString()) && !last) {
      deferredRepositories.add(type.getQualifiedName().toString());
      return;
    }
    EntityModel entity = entity(entityType);
    if (entity == null || !parser.checkKey(type, entity, crud.getTypeArguments().get(1))) {
      return;
    }
    RepositoryModel repository = parser.parse(type, crud, entity, record -> projection(record, entity, reporter));
    if (repository != null) {
      RepositoryWriters.writeRepository(repository, env.getFiler());
      catalog.accept(CatalogEntryModel.repository(repository));
      report.add(repository);
    }
  }

  private void projection(TypeElement record, Reporter reporter, boolean last) {
    AnnotationValue value = annotationValue(record, PROJECTION);
    if (value == null || !(value.getValue() instanceof TypeMirror named)) {
      return; // an unresolvable class literal, which javac reports itself
    }
    TypeElement entityType = tableType(named);
    String recordName = RepositoryParser.name(record);
    if (entityType == null) {
      reporter.error(record, Messages.projectionEntityNotTable(recordName, named.toString()));
      return;
    }
    if (pendingEntity.test(entityType.getQualifiedName().toString()) && !last) {
      deferredProjections.add(record.getQualifiedName().toString());
      return;
    }
    EntityModel entity = entity(entityType);
    if (entity != null) {
      projection(record, entity, reporter);
    }
  }

  /**
   * The projection of {@code entity} that {@code record} is, written once; null when it is none (reported
   * once, on the record).
   */
  private ProjectionModel projection(TypeElement record, EntityModel entity, Reporter reporter) {
    String name = record.getQualifiedName().toString();
    String entityName = entity.type().canonicalName();
    String previous = projectionEntities.putIfAbsent(name, entityName);
    if (previous != null && !previous.equals(entityName)) {
      reporter.error(record, Messages.projectionOfTwoEntities(RepositoryParser.name(record),
          previous.substring(previous.lastIndexOf('.') + 1), entity.simpleName()));
      return null;
    }
    if (unfit.contains(name)) {
      return null;
    }
    ProjectionModel projection = projections.get(name);
    if (projection == null) {
      projection = new ProjectionParser(reporter).parse(record, entity);
      if (projection == null) {
        unfit.add(name);
        return null;
      }
      projections.put(name, projection);
    }
    if (written.add(projection.projectionName().canonicalName())) {
      RepositoryWriters.writeProjection(projection, env.getFiler());
    }
    return projection;
  }

  /** The {@code @Table} type {@code type} is, or null. */
  private static TypeElement tableType(TypeMirror type) {
    return type instanceof DeclaredType d && d.asElement() instanceof TypeElement e
        && e.getAnnotation(Table.class) != null ? e : null;
  }

  /**
   * The model of {@code type}, read again in this round (elements are not kept across rounds), or null
   * when the entity has errors: reported when it was processed, so read silently here.
   */
  private EntityModel entity(TypeElement type) {
    String name = type.getQualifiedName().toString();
    if (invalidEntity.test(name)) {
      return null;
    }
    if (entities.containsKey(name)) {
      return entities.get(name);
    }
    Reporter silent = new Reporter(SILENT);
    EntityParser.Result parsed = new EntityParser(env.getElementUtils(), env.getTypeUtils(), silent).parse(type);
    boolean valid = parsed.clean() && parsed.model() != null && new EntityValidator(silent).validate(parsed.model(), parsed.keyComplete());
    EntityModel model = valid ? parsed.model() : null;
    entities.put(name, model);
    return model;
  }

  private static AnnotationValue annotationValue(Element element, String annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(annotation)) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
            : mirror.getElementValues().entrySet()) {
          if (e.getKey().getSimpleName().contentEquals("value")) {
            return e.getValue();
          }
        }
      }
    }
    return null;
  }

  /** Discards what it is told: entities already reported on are read again without repeating it. */
  private static final Messager SILENT = new Messager() {
    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg) {}

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {}

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {}

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a,
        AnnotationValue v) {}
  };
}
