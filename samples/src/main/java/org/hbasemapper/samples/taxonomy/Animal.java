package org.hbasemapper.samples.taxonomy;

import java.util.SortedMap;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * One animal of the taxonomy tree: the seed design
 * {@code <id> | name | parent:<id> = name | child:<id> = name}. Each row knows its ancestors and
 * children, so walking the tree in either direction reads one row per step.
 */
@Table(name = "animal", namespace = "taxonomy")
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
