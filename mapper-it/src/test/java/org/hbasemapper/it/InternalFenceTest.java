package org.hbasemapper.it;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;

/**
 * Application code (here: the tests and their entities) never calls the runtime's internal package;
 * only the generated mappers, DAOs, queries, repository implementations and projections do.
 */
class InternalFenceTest {

  /**
   * Generated types and their nested types: {@code <Entity>Mapper}, {@code <Entity>Dao}, {@code <Entity>Query},
   * {@code <Interface>Impl}, {@code <Record>Projection}.
   */
  private static final DescribedPredicate<JavaClass> GENERATED = DescribedPredicate.describe("generated",
      c -> {
        String top = c.getName().contains("$") ? c.getName().substring(0, c.getName().indexOf('$')) : c.getName();
        return top.endsWith("Mapper") || top.endsWith("Dao") || top.endsWith("Query") || top.endsWith("Impl")
            || top.endsWith("Projection");
      });

  @Test
  void onlyGeneratedCodeCallsTheInternalPackage() {
    JavaClasses classes = new ClassFileImporter().importPackages("org.hbasemapper.it");
    noClasses().that(DescribedPredicate.not(GENERATED))
        .should().dependOnClassesThat().resideInAPackage("org.hbasemapper.runtime.internal..")
        .check(classes);
  }
}
