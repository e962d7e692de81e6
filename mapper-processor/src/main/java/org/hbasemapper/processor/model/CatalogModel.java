package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The catalog of one compilation: the class that lists its generated classes for frameworks.
 *
 * @param name the catalog's class ({@code com.example.HBaseMapperCatalog})
 * @param entries what it lists, in {@link CatalogEntryModel#ORDER}
 */
public record CatalogModel(ClassName name, List<CatalogEntryModel> entries) {
  /** Copies the list. */
  public CatalogModel {
    entries = List.copyOf(entries);
  }
}
