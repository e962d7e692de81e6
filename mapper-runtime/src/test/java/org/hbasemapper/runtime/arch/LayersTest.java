package org.hbasemapper.runtime.arch;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The runtime's packages point one way (docs/design-notes.md draws it):
 *
 * <pre>
 * codec, bytes, observe   leaves: value and key codecs, row-key bytes, the operation listener hooks
 *   scan, io               scanners, merges, windows, publishers, the leak net, column selections; the
 *                          table calls shared by the blocking and asynchronous API (TableIo); rows, not entities
 *     runtime              the API: mapping, schema, paging and tokens, exceptions, wide rows, schema admin
 *       key                key components, used by generated mappers and queries
 *         filter           typed conditions on stored columns: server filters and client tests
 *           query, index   key queries, projections, key lookups; secondary indexes
 *             dao          the DAO base
 *               internal   what only generated code calls
 * catalog                  the index of generated classes that frameworks read: nothing in the runtime uses it
 * </pre>
 */
class LayersTest {
  private static final JavaClasses RUNTIME = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.hbasemapper.runtime");

  @Test
  void layersPointOneWay() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("codec").definedBy("org.hbasemapper.runtime.codec..")
        .layer("bytes").definedBy("org.hbasemapper.runtime.bytes..")
        .layer("scan").definedBy("org.hbasemapper.runtime.scan..")
        .layer("io").definedBy("org.hbasemapper.runtime.io..")
        .layer("api").definedBy("org.hbasemapper.runtime")
        .layer("key").definedBy("org.hbasemapper.runtime.key..")
        .layer("filter").definedBy("org.hbasemapper.runtime.filter..")
        .layer("query").definedBy("org.hbasemapper.runtime.query..")
        .layer("index").definedBy("org.hbasemapper.runtime.index..")
        .layer("dao").definedBy("org.hbasemapper.runtime.dao..")
        .layer("internal").definedBy("org.hbasemapper.runtime.internal..")
        .layer("observe").definedBy("org.hbasemapper.runtime.observe..")
        .layer("catalog").definedBy("org.hbasemapper.runtime.catalog..")
        .whereLayer("catalog").mayNotBeAccessedByAnyLayer()
        .whereLayer("observe")
        .mayOnlyBeAccessedByLayers("scan", "io", "api", "key", "filter", "query", "index", "dao", "internal", "catalog")
        .whereLayer("internal").mayNotBeAccessedByAnyLayer()
        .whereLayer("dao").mayOnlyBeAccessedByLayers("internal")
        .whereLayer("query").mayOnlyBeAccessedByLayers("dao", "internal")
        .whereLayer("index").mayOnlyBeAccessedByLayers("dao", "internal")
        .whereLayer("filter").mayOnlyBeAccessedByLayers("query", "index", "dao", "internal")
        .whereLayer("key").mayOnlyBeAccessedByLayers("filter", "query", "index", "dao", "internal")
        .whereLayer("api").mayOnlyBeAccessedByLayers("key", "filter", "query", "index", "dao", "internal", "catalog")
        .whereLayer("scan").mayOnlyBeAccessedByLayers("api", "key", "filter", "query", "index", "dao", "internal")
        .whereLayer("io").mayOnlyBeAccessedByLayers("api", "key", "filter", "query", "index", "dao", "internal")
        .whereLayer("codec").mayOnlyBeAccessedByLayers("api", "key", "filter", "query", "index", "dao", "internal")
        .whereLayer("bytes")
        .mayOnlyBeAccessedByLayers("scan", "io", "api", "key", "filter", "query", "index", "dao", "internal")
        .check(RUNTIME);
  }

  @Test
  void noPackageCycles() {
    slices().matching("org.hbasemapper.(**)").should().beFreeOfCycles().check(RUNTIME);
  }
}
