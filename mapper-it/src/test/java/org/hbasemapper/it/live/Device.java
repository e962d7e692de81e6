package org.hbasemapper.it.live;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A device, as the deployed build maps it. {@link LiveLayoutTest} compiles its next versions from
 * {@link LiveLayoutTest#DEVICE}, which is this source.
 */
@Table(name = "device", namespace = "live", defaultFamily = "d")
@Family(name = "d")
public record Device(@RowKey(order = 0, width = 8) String id, String name, int battery) {}
