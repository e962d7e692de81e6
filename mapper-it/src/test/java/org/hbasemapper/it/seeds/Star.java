package org.hbasemapper.it.seeds;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The weibo user table seen with a lazy fans family: reading a star does not read their fans. */
@Table(name = "user", namespace = "weibo")
@Family(name = "info")
@Family(name = "fans")
public record Star(
    @RowKey long id,
    @Column(family = "info") String nickname,
    @DynamicColumns(family = "fans", fetch = Fetch.LAZY) Map<Long, String> fans) {}
