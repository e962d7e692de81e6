package org.hbasemapper.it.observe;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A page visit: salted on the site (so a query of every site fans out over 4 buckets), indexed by page,
 * with a view counter, lazy tags and a presence marker (putIfAbsent); what the listener tests watch every kind of operation on.
 */
@Table(name = "visit", namespace = "obs")
@Family(name = "d")
@Family(name = "tags")
@Salt(buckets = 4, of = "site")
@PresenceMarker(family = "d")
public record Visit(
    @RowKey(order = 0, width = 8) String site,
    @RowKey(order = 1) long time,
    @Column(family = "d") @Indexed String page,
    @Column(family = "d") Integer millis,
    @Column(family = "d") @Counter long views,
    @DynamicColumns(family = "tags", fetch = Fetch.LAZY) Map<String, String> tags) {}
