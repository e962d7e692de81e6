package org.hbasemapper.it.versions;

import java.util.NavigableMap;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Versions;

/**
 * A document whose title keeps its history: the family keeps 5 versions, the entity reads the
 * newest 3 (cell timestamp -> title). The body is single-valued.
 */
@Table(name = "document", namespace = "ver")
@Family(name = "d", maxVersions = 5)
public record Document(
    @RowKey long id,
    @Column(family = "d") @Versions(max = 3) NavigableMap<Long, String> title,
    @Column(family = "d") String body) {}
