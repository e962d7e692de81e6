package org.hbasemapper.it.relations;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The seeds' shop: {@code <shop_id> | info:name, info:address, info:regdate | item:<item_id> = type}. */
@Table(name = "shop", namespace = "rel")
@Family(name = "info")
@Family(name = "item")
public record Shop(
    @RowKey long id,
    @Column(family = "info") String name,
    @Column(family = "info") String address,
    @Column(family = "info") LocalDate regdate,
    @Relation(target = Item.class, inverse = "shops")
    @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items) {}
