package org.hbasemapper.it.seeds;

import java.util.SortedMap;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * The seeds' animal taxonomy: {@code <id>}, {@code name}, {@code parent:<id> = name}, {@code child:<id> = name}.
 * Both maps point at other animals ({@code load()} reads them); they have no inverse, because each
 * value is the name of the animal pointed at, which an inverse entry could not copy.
 */
@Table(name = "animal")
@Family(name = "name")
@Family(name = "parent")
@Family(name = "child")
public record Animal(
    @RowKey long id,
    @Column(family = "name") String name,
    @Relation(target = Animal.class)
    @DynamicColumns(family = "parent", fetch = Fetch.EAGER) SortedMap<Long, String> parents,
    @Relation(target = Animal.class)
    @DynamicColumns(family = "child", fetch = Fetch.EAGER) SortedMap<Long, String> children) {}
