package org.hbasemapper.it.shaded;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Who a user follows, as a wide row {@code f:<user id> = since}. */
@Table(name = "follows", namespace = "shaded")
@Family(name = "i")
@Family(name = "f")
public record Follows(@RowKey long user, @Column(family = "i") String name,
    @DynamicColumns(family = "f", fetch = Fetch.LAZY) Map<Long, String> followed) {}
