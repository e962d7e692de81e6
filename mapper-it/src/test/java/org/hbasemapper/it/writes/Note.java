package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A plain entity: no index, no version, no relation; a marker cell tells its rows (putIfAbsent). */
@Table(name = "note", namespace = "wr")
@Family(name = "d")
@PresenceMarker
public record Note(
    @RowKey long id,
    @Column(family = "d") String text) {}
