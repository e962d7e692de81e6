package org.hbasemapper.it.relations;

import java.math.BigDecimal;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The seeds' item: {@code <item_id> | info:name, info:price, info:details, info:title | shop:<shop_id> = type}. */
@Table(name = "item", namespace = "rel")
@Family(name = "info")
@Family(name = "shop")
public record Item(
    @RowKey long id,
    @Column(family = "info") String name,
    @Column(family = "info") BigDecimal price,
    @Column(family = "info") String details,
    @Column(family = "info") String title,
    @Relation(target = Shop.class, inverse = "items")
    @DynamicColumns(family = "shop", fetch = Fetch.EAGER) Map<Long, String> shops) {}
