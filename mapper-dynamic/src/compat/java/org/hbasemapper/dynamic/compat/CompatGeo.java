package org.hbasemapper.dynamic.compat;

/** A record nested two levels down: its cells are d:home_geo_lat, d:home_geo_lon. */
public record CompatGeo(double lat, double lon) {}
