package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/**
 * The fleet's vehicle as a newcomer wrote it: every column nullable but the {@code @Version}, which is
 * therefore its presence cell (not the first column, {@code owner}, which may be null or empty).
 */
@Table(name = "vehicle", namespace = "fleet")
@Family(name = "p")
public record Vehicle(
    @RowKey String id,
    @Column(family = "p") @Indexed String owner,
    @Column(family = "p") String model,
    @Column(family = "p") Status status,
    @Column(family = "p") @Version long version) {}
