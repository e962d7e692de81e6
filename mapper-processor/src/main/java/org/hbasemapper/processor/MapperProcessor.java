package org.hbasemapper.processor;

import com.google.auto.service.AutoService;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.processor.baseline.Baseline;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.CatalogEntryModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.parse.EntityParser;
import org.hbasemapper.processor.report.SchemaReport;
import org.hbasemapper.processor.types.MappedFields;
import org.hbasemapper.processor.validate.EntityValidator;
import org.hbasemapper.processor.validate.GeneratedNamesValidator;
import org.hbasemapper.processor.validate.SchemaAdvisor;
import org.hbasemapper.processor.validate.SharedTableValidator;
import org.hbasemapper.processor.write.Writers;

/**
 * For each {@code @Table} type: parse a model, validate it, check it against the entities of the
 * compilation sharing its table, warn about schema-design risks, and write its mapper and DAO only
 * when the entity had no error; then write the DAO of each sealed interface grouping record types of
 * one table; once all are written, the catalog of the generated classes ({@code HBaseMapperCatalog},
 * see {@link CatalogStep}); at the end of the compilation, the schema report of every valid entity
 * ({@code META-INF/hbase-mapper/schema.md} and {@code .json}). Never claims the annotations, never
 * crashes javac (an unexpected exception becomes one error on its entity), and defers types that are
 * not resolvable yet.
 */
@AutoService(Processor.class)
public final class MapperProcessor extends AbstractProcessor {
  private static final String TABLE = "org.hbasemapper.annotations.Table";

  /** {@code -Ahbasemapper.schemaReport=false} turns the schema report off. */
  static final String REPORT_OPTION = "hbasemapper.schemaReport";

  private final Consumer<EntityModel> beforeWrite;
  private final Set<String> deferred = new LinkedHashSet<>();
  private final Set<String> invalid = new HashSet<>();
  /** The top-level types declared in the sources so far, whose names an entity's generated types cannot take. */
  private final Set<String> declared = new HashSet<>();
  private final SchemaReport report = new SchemaReport();
  private RepositoryStep repositories;
  private GroupStep groups;
  private CatalogStep catalog;
  private SharedTableValidator sharedTables;
  private Baseline baseline;
  private boolean reportWritten;

  /** The processor javac discovers through {@code META-INF/services}. */
  public MapperProcessor() {
    this(model -> { });
  }

  /** A processor that calls {@code beforeWrite} with each valid model before writing it (a test seam). */
  MapperProcessor(Consumer<EntityModel> beforeWrite) {
    this.beforeWrite = beforeWrite;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // every compilation, entities or not: javac warns of -Ahbasemapper.* options when no processor it ran
    // reads them (a test compile without entities), which fails builds with -Werror; nothing is claimed
    return Set.of("*");
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(REPORT_OPTION, CatalogStep.OPTION, Baseline.DIR_OPTION, Baseline.CHECK_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (Element root : round.getRootElements()) {
      if (root instanceof TypeElement type) {
        declared.add(type.getQualifiedName().toString());
      }
    }
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
    List<EntityModel> valid = new ArrayList<>();
    for (TypeElement type : entities) {
      if (!round.processingOver() && hasUnresolvedTypes(type)) {
        deferred.add(type.getQualifiedName().toString()); // maybe generated later in this build
        continue;
      }
      EntityModel model = check(type);
      if (model != null) {
        valid.add(model);
      }
    }
    // entities sharing a table are checked against each other in source order, then written
    valid.forEach(this::write);
    groups().process(round);
    if (repositories == null) {
      repositories = new RepositoryStep(processingEnv, report, invalid::contains, deferred::contains,
          catalog()::add);
    }
    repositories.process(round);
    catalog().roundOver(!deferred.isEmpty() || repositories.waiting(), round.processingOver(), declared::contains);
    if (round.processingOver()) {
      writeReport();
      baseline().finish();
    }
    return false;
  }

  /** Writes the schema report once, at the end of the compilation, when any entity was valid. */
  private void writeReport() {
    if (reportWritten || report.isEmpty() || "false".equals(processingEnv.getOptions().get(REPORT_OPTION))) {
      return;
    }
    reportWritten = true;
    try {
      write(SchemaReport.MARKDOWN, report.markdown());
      write(SchemaReport.JSON, report.json());
    } catch (IOException | RuntimeException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.WARNING,
          "hbase-mapper could not write its schema report: " + e);
    }
  }

  private void write(String path, String text) throws IOException {
    FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", path);
    try (Writer out = new OutputStreamWriter(file.openOutputStream(), StandardCharsets.UTF_8)) {
      out.write(text);
    }
  }

  /** The model of {@code type} when it broke no rule of its own; null (and every problem reported) otherwise. */
  private EntityModel check(TypeElement type) {
    Reporter reporter = new Reporter(processingEnv.getMessager());
    try {
      EntityParser.Result parsed = new EntityParser(
          processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter).parse(type);
      EntityModel model = parsed.model();
      if (model == null) {
        invalid.add(type.getQualifiedName().toString());
        return null; // nothing could be read (reported)
      }
      if (model.constructorOrder() == null) {
        reporter.error(type, Messages.constructorParameterNamesUnknown(model.simpleName()));
      }
      // validate even after parse errors, so that one compile shows every problem of the entity
      boolean valid = new EntityValidator(reporter).validate(model, parsed.keyComplete());
      // generated names are checked once the model is sound: a broken model has no names to clash
      valid = valid && parsed.clean() && model.constructorOrder() != null
          && new GeneratedNamesValidator(processingEnv.getElementUtils(),
              processingEnv.getTypeUtils(), reporter).validate(model, declared);
      if (valid) {
        return model;
      }
    } catch (RuntimeException | LinkageError e) {
      internalError(type, e);
    }
    invalid.add(type.getQualifiedName().toString());
    return null;
  }

  /**
   * Writes a valid entity's code, warns about its schema-design risks and adds it to the report, when
   * it fits the entities of the compilation sharing its table.
   */
  private void write(EntityModel model) {
    TypeElement type = model.element();
    try {
      Reporter reporter = new Reporter(processingEnv.getMessager());
      if (sharedTables == null) {
        sharedTables = new SharedTableValidator(reporter);
      }
      if (!sharedTables.validate(model)) {
        invalid.add(type.getQualifiedName().toString());
        return;
      }
      new SchemaAdvisor(reporter).advise(model);
      beforeWrite.accept(model);
      // the schema carries the layout with the changes the baseline accepted, which SchemaManager records
      // in the live table and compares at start-up; written even after a layout error, which must not hide
      // the generated types that the rest of the code uses
      EntityLayout layout = baseline().check(model, reporter);
      Writers.writeAll(model, LayoutText.renderEntity(layout), processingEnv.getFiler());
      catalog().add(CatalogEntryModel.dao(model));
      catalog().add(CatalogEntryModel.asyncDao(model));
      report.add(model);
      groups().add(model);
    } catch (RuntimeException | LinkageError e) {
      invalid.add(type.getQualifiedName().toString());
      internalError(type, e);
    }
  }

  private Baseline baseline() {
    if (baseline == null) {
      baseline = new Baseline(processingEnv);
    }
    return baseline;
  }

  private GroupStep groups() {
    if (groups == null) {
      groups = new GroupStep(processingEnv, invalid::contains, deferred::contains, catalog()::add);
    }
    return groups;
  }

  private CatalogStep catalog() {
    if (catalog == null) {
      catalog = new CatalogStep(processingEnv);
    }
    return catalog;
  }

  private void internalError(TypeElement type, Throwable e) {
    processingEnv.getMessager().printMessage(
        Diagnostic.Kind.ERROR, Messages.internalError(type.getSimpleName().toString(), e), type);
  }

  private static boolean hasUnresolvedTypes(TypeElement type) {
    for (VariableElement field : MappedFields.of(type)) {
      if (field.asType().getKind() == TypeKind.ERROR) {
        return true;
      }
    }
    return false;
  }
}
