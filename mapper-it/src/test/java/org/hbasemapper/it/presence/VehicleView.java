package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Projection;

/** Two nullable fields of a {@link Vehicle}. */
@Projection(Vehicle.class)
public record VehicleView(Status status, String owner) {}
