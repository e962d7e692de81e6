package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.CatalogEntry.Kind;
import org.hbasemapper.spring.entities.PurchaseDao;
import org.hbasemapper.spring.entities.PurchaseRepository;
import org.junit.jupiter.api.Test;

/** The tables the schema action works on: each once, the group's schema for a table of record types. */
class MapperCatalogsTest {
  @Test
  void theCatalogOnTheClassPathIsFound() {
    MapperCatalogs catalogs = MapperCatalogs.load(getClass().getClassLoader());
    assertThat(catalogs.entries()).extracting(e -> (Object) e.type()).contains(PurchaseDao.class, PurchaseRepository.class);
    assertThat(catalogs.tables()).extracting(t -> t.tableName().getNameAsString()).containsExactly("springtest:purchase");
  }

  @Test
  void aTableSharedByRecordTypesIsTakenOnceFromTheGroup() {
    TableSchema header = schema("orders", "h");
    TableSchema line = schema("orders", "l");
    TableSchema group = schema("orders", "h", "l");
    TableSchema other = schema("other", "d");
    MapperCatalogs catalogs = new MapperCatalogs(List.of(
        entry(Kind.DAO, header), entry(Kind.DAO, other), entry(Kind.DAO, line), entry(Kind.GROUP_DAO, group)));
    assertThat(catalogs.tables()).containsExactly(group, other);
  }

  @Test
  void aSecondEntityOnTheRowsOfAnotherIsAViewWhoseLayoutIsCheckedToo() {
    TableSchema header = TableSchema.builder("default", "orders", "Header").family(FamilySchema.of("d"))
        .keyPart("id", "String", 8, false).recordType("H").build();
    TableSchema line = TableSchema.builder("default", "orders", "Line").family(FamilySchema.of("d"))
        .keyPart("id", "String", 8, false).recordType("L").build();
    TableSchema group = TableSchema.group("OrderRow", List.of(header, line));
    TableSchema user = schema("user", "d");
    TableSchema star = schema("user", "d");
    MapperCatalogs catalogs = new MapperCatalogs(List.of(entry(Kind.DAO, header), entry(Kind.DAO, line),
        entry(Kind.GROUP_DAO, group), entry(Kind.DAO, user), entry(Kind.ASYNC_DAO, user), entry(Kind.DAO, star)));

    assertThat(catalogs.tables()).containsExactly(group, user);
    assertThat(catalogs.views()).containsExactly(star);
  }

  private static TableSchema schema(String table, String... families) {
    TableSchema.Builder builder = TableSchema.builder("default", table, "E").keyPart("id", "String", 0, false);
    for (String family : families) {
      builder.family(FamilySchema.of(family));
    }
    return builder.build();
  }

  private static CatalogEntry<Object> entry(Kind kind, TableSchema table) {
    return new CatalogEntry<>(Object.class, kind, List.of(table), c -> new Object());
  }
}
