package org.hbasemapper.it.presence;

import org.hbasemapper.annotations.Projection;

/** Two nullable fields of a {@link Sensor}. */
@Projection(Sensor.class)
public record SensorView(Status status, String owner) {}
