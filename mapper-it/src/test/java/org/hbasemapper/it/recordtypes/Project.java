package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A project, {@code [project]['P']}. */
@Table(name = "projects", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "P", order = 1)
public record Project(@RowKey(order = 0, width = 8) String project, String name) implements ProjectRow {}
