package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A ticket assigned to an owner, looked up by owner and updated read-modify-write. */
@Table(name = "ticket", namespace = "wr")
@Family(name = "d")
public record Ticket(
    @RowKey long id,
    @Column(family = "d") @Indexed String owner,
    @Column(family = "d") @Version long version) {}
