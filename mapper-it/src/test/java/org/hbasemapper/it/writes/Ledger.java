package org.hbasemapper.it.writes;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** An entity with audit dates and a {@code @Version}: a write of version 0 proves its row new. */
@Table(name = "ledger", namespace = "wr", defaultFamily = "d")
@Family(name = "d")
public record Ledger(
    @RowKey long id,
    long balance,
    @Version long version,
    @CreatedDate Instant opened,
    @LastModifiedDate Instant touched) {}
