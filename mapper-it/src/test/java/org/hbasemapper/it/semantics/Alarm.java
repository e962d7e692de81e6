package org.hbasemapper.it.semantics;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An alarm of a site, at an instant, with an indexed level whose declared order is not its name order. */
@Table(name = "alarm", namespace = "sem")
@Family(name = "d")
@PresenceMarker
public record Alarm(
    @RowKey(order = 0, width = 4) String site,
    @RowKey(order = 1) Instant at,
    @Column(family = "d") @Indexed Level level,
    @Column(family = "d") String note) {}
