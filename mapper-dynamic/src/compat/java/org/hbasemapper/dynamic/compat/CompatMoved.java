package org.hbasemapper.dynamic.compat;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Moved columns: renamed twice, a primitive, an audit date, and a field of an embedded value (prefixed). */
@Table(name = "moved", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
public record CompatMoved(
    @RowKey long id,
    @Column(qualifier = "n2", formerly = {"n1", "n0"}) String name,
    @Column(formerly = "cnt") int count,
    @Column(formerly = "mod") @LastModifiedDate Instant modified,
    @Embedded(prefix = "p_") CompatMovedPart part) {}
