package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Projection;

/** A key component and a nullable field of a {@link Beacon}. */
@Projection(Beacon.class)
public record BeaconView(String number, String model) {}
