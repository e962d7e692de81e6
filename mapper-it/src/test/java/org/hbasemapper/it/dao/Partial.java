package org.hbasemapper.it.dao;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An entity whose table the test creates without family 'b', so that writes to 'b' fail on the server. */
@Table(name = "partial", namespace = "it")
@Family(name = "a")
@Family(name = "b")
public record Partial(
    @RowKey int id,
    @Column(family = "a") String first,
    @Column(family = "b") String second) {}
