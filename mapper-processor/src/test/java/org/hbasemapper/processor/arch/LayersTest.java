package org.hbasemapper.processor.arch;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages point one way (docs/design-notes.md draws it): a package uses only those
 * below it, and the rooms beside one another do not use each other.
 *
 * <pre>
 * processor                    the entry point: MapperProcessor and its steps (repositories, groups, catalog)
 *   parse                      elements into models; a repository's methods are planned as they are read
 *     plan                     how a repository method reads its rows, from models alone; its problems
 *                              are values (PlanProblem) that parse words, so it reports nothing itself
 *   validate, write,           what follows a model, each on its own: the rules and warnings, the
 *   baseline, report           generated code, the stored-layout check, the schema report
 *     diagnostics              every message text, the reporter, the warning tags
 *       model                  immutable records of entities, repositories, plans
 *         types                the leaf: Java types and their built-in codecs, the runtime's class names
 * </pre>
 */
class LayersTest {
  private static final JavaClasses PROCESSOR = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.hbasemapper.processor");

  @Test
  void layersPointOneWay() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("processor").definedBy("org.hbasemapper.processor")
        .layer("parse").definedBy("org.hbasemapper.processor.parse..")
        .layer("plan").definedBy("org.hbasemapper.processor.plan..")
        .layer("validate").definedBy("org.hbasemapper.processor.validate..")
        .layer("write").definedBy("org.hbasemapper.processor.write..")
        .layer("baseline").definedBy("org.hbasemapper.processor.baseline..")
        .layer("report").definedBy("org.hbasemapper.processor.report..")
        .layer("diagnostics").definedBy("org.hbasemapper.processor.diagnostics..")
        .layer("model").definedBy("org.hbasemapper.processor.model..")
        .layer("types").definedBy("org.hbasemapper.processor.types..")
        .whereLayer("processor").mayNotBeAccessedByAnyLayer()
        .whereLayer("parse").mayOnlyBeAccessedByLayers("processor")
        .whereLayer("plan").mayOnlyBeAccessedByLayers("processor", "parse")
        .whereLayer("validate").mayOnlyBeAccessedByLayers("processor")
        .whereLayer("write").mayOnlyBeAccessedByLayers("processor")
        .whereLayer("baseline").mayOnlyBeAccessedByLayers("processor")
        .whereLayer("report").mayOnlyBeAccessedByLayers("processor")
        .whereLayer("diagnostics")
        .mayOnlyBeAccessedByLayers("processor", "parse", "validate", "write", "baseline", "report")
        .whereLayer("model")
        .mayOnlyBeAccessedByLayers("processor", "parse", "plan", "validate", "write", "baseline", "report",
            "diagnostics")
        .whereLayer("types")
        .mayOnlyBeAccessedByLayers("processor", "parse", "plan", "validate", "write", "baseline", "report",
            "diagnostics", "model")
        .check(PROCESSOR);
  }

  @Test
  void noPackageCycles() {
    slices().matching("org.hbasemapper.(**)").should().beFreeOfCycles().check(PROCESSOR);
  }
}
