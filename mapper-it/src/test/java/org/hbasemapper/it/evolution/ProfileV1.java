package org.hbasemapper.it.evolution;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A profile as the first version of a service stored it: {@code info:nick} and {@code info:years}.
 * {@link Profile} is the same table after the fields were renamed.
 */
@Table(name = "profile", namespace = "evolve")
@Family(name = "info")
public record ProfileV1(
    @RowKey long id,
    @Column(family = "info") String nick,
    @Column(family = "info") Integer years,
    @Column(family = "info") String city) {}
