package org.hbasemapper.mapreduce;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.hbasemapper.runtime.query.QueryPlan;
import org.hbasemapper.runtime.query.QueryStage;
import org.junit.jupiter.api.Test;

/**
 * The bulk loader is built on the runtime's public API only: what generated code alone may call
 * (the internal package) and the implementations behind the DAOs stay out of reach, so that the
 * loader writes the rows the mapper and schemas describe, not what a DAO happens to do.
 */
class ApiFenceTest {
  private static final JavaClasses MAPREDUCE = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.hbasemapper.mapreduce");

  @Test
  void theModuleUsesNoInternalOrImplementationPackageOfTheRuntime() {
    noClasses().should().dependOnClassesThat(resideInAnyPackage("org.hbasemapper.runtime.internal..",
        "org.hbasemapper.runtime.io..", "org.hbasemapper.runtime.scan..", "org.hbasemapper.runtime.query..")
        .and(not(type(QueryStage.class))).and(not(type(QueryPlan.class))))
        .because("a job's input takes a query stage and runs the scans its plan makes, nothing else of the queries")
        .check(MAPREDUCE);
  }
}
