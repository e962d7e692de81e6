package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Projection;

/** Two nullable fields of a {@link Plate}. */
@Projection(Plate.class)
public record PlateView(Status status, String owner) {}
