package org.hbasemapper.it.async;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A badge held by a user, indexed by its label, for the asynchronous index lookups. */
@Table(name = "badge", namespace = "async")
@Family(name = "d")
public record Badge(@RowKey long id, @Column(family = "d") @Indexed String label, @Column(family = "d") int level) {}
