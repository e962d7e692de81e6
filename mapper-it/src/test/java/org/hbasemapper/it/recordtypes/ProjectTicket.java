package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A ticket of a project, {@code [project]['T'][number]}, written with an optimistic version check. */
@Table(name = "projects", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "T", order = 1)
public record ProjectTicket(
    @RowKey(order = 0, width = 8) String project,
    @RowKey(order = 2) int number,
    String title,
    @Column(family = "d") @Version long version) implements ProjectRow {}
