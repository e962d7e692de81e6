package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A versioned task with a plain index on its owner and a covering one on its status. */
@Table(name = "task", namespace = "wr")
@Family(name = "d")
@Index(name = "by_status", columns = {"status"}, covering = true)
public record Task(
    @RowKey long id,
    @Column(family = "d") @Indexed String owner,
    @Column(family = "d") String status,
    @Column(family = "d") String notes,
    @Column(family = "d") @Version long version) {}
