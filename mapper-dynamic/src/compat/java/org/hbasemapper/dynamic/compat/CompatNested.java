package org.hbasemapper.dynamic.compat;

import java.util.List;
import java.util.Set;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * Embedded values of every shape: one record type embedded twice under two prefixes, with a nested record
 * (prefixes concatenate); a class built through its no-argument constructor and setters, in a family of
 * its own; an immutable class built through its constructor, a field set after it; and list and set cells
 * beside them.
 */
@Table(name = "nested", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
@Family(name = "e")
@SuppressWarnings("hbase:families") // shapes to compare, not a schema to keep
public record CompatNested(
    @RowKey long id,
    String name,
    @Embedded(prefix = "home_") CompatAddress home,
    @Embedded(prefix = "work_") CompatAddress work,
    @Embedded(family = "e") CompatCard card,
    @Embedded CompatAmount price,
    List<String> tags,
    Set<Level> levels) {}
